import { QueryClient, queryOptions, type QueryKey } from '@tanstack/react-query';
import { getToken, subscribeSession } from './session';

/**
 * The storefront's one TanStack Query client (app/providers/AppProviders.tsx). No automatic retries: the API client
 * has shown the failure, and a 404 means "none"; no refetch when the window regains focus: the pages that need
 * fresh data (a conversation) ask for it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});

/**
 * Catalogue answers (categories, states, districts), the site settings and the seller's packages and time slots are
 * kept for the browser session: in sessionStorage, which the logo click clears (`clearSessionCache`), so a visitor
 * can always get fresh data back.
 */
const PREFIX = 'bazaar:';

function readStored<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

function store(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the data simply is not kept.
  }
}

/** Query options whose answer is kept for the browser session; `key` names it in sessionStorage. */
export function sessionQuery<T, K extends QueryKey>(queryKey: K, load: () => Promise<T>) {
  const key = queryKey.join(':');
  return queryOptions({
    queryKey,
    queryFn: async () => {
      const value = await load();
      store(key, value);
      return value;
    },
    initialData: () => readStored<T>(key),
    staleTime: Infinity,
    meta: { session: true },
  });
}

/** Seed: the logo clears session storage, so the next page loads fresh catalogue data. */
export function clearSessionCache(): void {
  sessionStorage.clear();
  void queryClient.invalidateQueries({ predicate: (query) => query.meta?.session === true });
}

/**
 * Another account (or none) from now on: what was read for the previous one is dropped, and the pages on screen read
 * theirs again. The session-wide catalogue is nobody's and stays.
 */
let owner = getToken();
subscribeSession(() => {
  if (getToken() === owner) return;
  owner = getToken();
  void queryClient.resetQueries({ predicate: (query) => query.meta?.session !== true });
});
