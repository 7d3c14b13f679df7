import { useEffect, useSyncExternalStore } from 'react';
import type { AdSummary } from '../api/types';
import { ApiError, api, unwrap } from './api-client';
import { notify } from './notify';
import { getToken, useSession } from './session';
import { t } from '../i18n';

/**
 * Favourite ads. A visitor's are kept in this browser (localStorage, the cards as they were when
 * saved, newest first); a signed-in user's on the server (/api/favourites). The first time a session is
 * seen with a browser list still here (after log-in, sign-up or a verification link), that list is
 * merged into the account and cleared, wherever the session was stored.
 */
const LOCAL_KEY = 'favourites';
/** As many as the API merges in one call (IDS_PER_REQUEST in backend/src/favourites). */
export const LOCAL_LIMIT = 200;

interface State {
  /** Whose ids these are: the session's token, or null for a visitor. */
  owner: string | null;
  ids: ReadonlySet<number>;
  /** The server's ids have been read for this owner (always true for a visitor). */
  loaded: boolean;
}

const listeners = new Set<() => void>();
let state: State = { owner: null, ids: new Set(readLocal().map((ad) => ad.id)), loaded: true };
let loading: string | null = null;

function set(next: Partial<State>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function isCard(value: unknown): value is AdSummary {
  const card = value as AdSummary | null;
  return !!card && typeof card === 'object' && Number.isInteger(card.id) && typeof card.title === 'string' && typeof card.slug === 'string' && !!card.location && !!card.category;
}

/** The visitor's saved cards, newest first (anything unreadable is dropped). */
export function readLocal(): AdSummary[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(LOCAL_KEY) ?? '[]');
    // Cards saved before they carried listedAt show when they were posted.
    return Array.isArray(list)
      ? list
          .filter(isCard)
          .slice(0, LOCAL_LIMIT)
          .map((card) => ({ ...card, listedAt: card.listedAt ?? card.createdAt }))
      : [];
  } catch {
    return [];
  }
}

function writeLocal(list: AdSummary[]): void {
  if (list.length) localStorage.setItem(LOCAL_KEY, JSON.stringify(list));
  else localStorage.removeItem(LOCAL_KEY);
  set({ ids: new Set(list.map((ad) => ad.id)) });
}

/** Follows the session: a visitor's ids from the browser; an account's from the server, after merging the browser's in. */
async function follow(token: string | null): Promise<void> {
  if (state.owner === token && (state.loaded || loading === token)) return;
  if (!token) {
    set({ owner: null, ids: new Set(readLocal().map((ad) => ad.id)), loaded: true });
    return;
  }
  set({ owner: token, ids: new Set(), loaded: false });
  loading = token;
  try {
    const local = readLocal();
    const answer = local.length
      ? await unwrap(api.POST('/api/favourites/merge', { body: { adIds: local.map((ad) => ad.id) } }), { notifyErrors: false })
      : await unwrap(api.GET('/api/favourites/ids'), { notifyErrors: false });
    if (local.length) localStorage.removeItem(LOCAL_KEY);
    if (getToken() === token) set({ ids: new Set(answer.adIds), loaded: true });
  } catch {
    // Not fatal: the hearts stay empty and the browser's list stays for the next page load.
  } finally {
    if (loading === token) loading = null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

/** The ids of the current user's favourites, kept in step with the session. */
export function useFavourites(): State {
  const session = useSession();
  const token = session?.token ?? null;
  useEffect(() => {
    void follow(token);
  }, [token]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Saves or removes an ad; a signed-in user's change shows at once and is undone if the API refuses it. */
export async function toggleFavourite(ad: AdSummary): Promise<void> {
  const saved = state.ids.has(ad.id);
  const token = getToken();
  if (!token) {
    const local = readLocal().filter((card) => card.id !== ad.id);
    if (!saved && local.length >= LOCAL_LIMIT) {
      notify.warning(t('common.favourite.fullTitle'), t('common.favourite.full', { limit: LOCAL_LIMIT }));
      return;
    }
    writeLocal(saved ? local : [toCard(ad), ...local]);
    return;
  }
  const before = state.ids;
  const after = new Set(before);
  if (saved) after.delete(ad.id);
  else after.add(ad.id);
  set({ ids: after });
  try {
    const params = { path: { adId: ad.id } };
    await unwrap(saved ? api.DELETE('/api/favourites/{adId}', { params }) : api.PUT('/api/favourites/{adId}', { params }));
  } catch (error) {
    if (state.ids === after) set({ ids: before });
    if (!(error instanceof ApiError)) throw error;
  }
}

/**
 * Only the card's own fields (the ad page's answer carries more than a card needs). Its details are kept as given: a
 * card's are those its category shows on cards, the ad page's all of them (the card's line then ends in an ellipsis).
 */
function toCard(ad: AdSummary): AdSummary {
  const { id, title, slug, thumbUrl, category, location, age, createdAt, listedAt, promoted, featuredNow, phoneVerifiedAt, photosVerifiedAt, details } = ad;
  return { id, title, slug, thumbUrl, category, location, age, createdAt, listedAt, promoted, featuredNow, phoneVerifiedAt, photosVerifiedAt, details };
}
