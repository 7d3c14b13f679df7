/**
 * Catalogue answers (categories, states, districts) and the seller's packages and time slots are
 * cached for the browser session. They live in sessionStorage, which the logo
 * click clears, so a visitor can always get fresh data back.
 */
const PREFIX = 'bazaar:';
const inFlight = new Map<string, Promise<unknown>>();
/** Parsed copies, so components do not parse JSON on every render. */
const parsed = new Map<string, unknown>();

export function readCached<T>(key: string): T | undefined {
  if (parsed.has(key)) return parsed.get(key) as T;
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (raw === null) return undefined;
    const value = JSON.parse(raw) as T;
    parsed.set(key, value);
    return value;
  } catch {
    return undefined;
  }
}

export function writeCached(key: string, value: unknown): void {
  parsed.set(key, value);
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the data simply is not cached.
  }
}

/** Shares one request between components that ask for the same cached key at the same time. */
export function dedupe<T>(key: string, load: () => Promise<T>): Promise<T> {
  const pending = inFlight.get(key) as Promise<T> | undefined;
  if (pending) return pending;
  const promise = load().finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}

/** Seed: the logo clears session storage, so the next page loads fresh catalogue data. */
export function clearSessionCache(): void {
  parsed.clear();
  sessionStorage.clear();
}
