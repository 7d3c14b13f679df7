import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdSummary } from '../api/types';
import { apiServer, json } from '../test/api-server';

/** A card as the browser keeps it. */
const card = (id: number): AdSummary =>
  ({
    id,
    title: `Ad ${id}`,
    slug: `ad-${id}`,
    thumbUrl: null,
    category: { id: 1, title: 'Rooms', slug: 'rooms' },
    location: { id: 2, state: 'Goa', district: 'North Goa', slug: 'north-goa' },
    age: 25,
    createdAt: '2026-12-01T10:00:00.000Z',
    listedAt: '2026-12-01T10:00:00.000Z',
    promoted: false,
    featuredNow: false,
  }) as unknown as AdSummary;

/** The module keeps the list for the page: each test loads it afresh, as a page load does. */
async function load() {
  vi.resetModules();
  const favourites = await import('./favourites');
  const session = await import('./session');
  return { ...favourites, ...session };
}

const signIn = (saveSession: (typeof import('./session'))['saveSession']) => saveSession({ token: 'token-1', email: 'a@example.com', fullName: 'A', role: 'USER' });

describe('favourites', () => {
  beforeEach(() => {
    apiServer.handle = (request, response) => {
      if (request.method === 'POST' && request.path === '/api/favourites/merge') {
        const { adIds } = JSON.parse(request.body) as { adIds: number[] };
        return json(response, 200, { adIds: [...new Set([...adIds, 90])] }); // the account had ad 90 already
      }
      if (request.path === '/api/favourites/ids') return json(response, 200, { adIds: [90] });
      json(response, 404, { detail: 'Not found' });
    };
  });

  it("merges the browser's list into the account at sign-in, then clears it", async () => {
    localStorage.setItem('favourites', JSON.stringify([card(3), card(1), { id: 'broken' }]));
    const { useFavourites, saveSession } = await load();
    const { result } = renderHook(() => useFavourites());
    expect([...result.current.ids]).toEqual([3, 1]);
    act(() => signIn(saveSession));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect([...result.current.ids].sort()).toEqual([1, 3, 90]);
    const merge = apiServer.received.filter((request) => request.path === '/api/favourites/merge');
    expect(merge).toHaveLength(1);
    expect(JSON.parse(merge[0].body)).toEqual({ adIds: [3, 1] });
    expect(merge[0].headers.authorization).toBe('Bearer token-1');
    expect(localStorage.getItem('favourites')).toBeNull();
  });

  it("keeps the browser's list when the merge fails, for the next page load", async () => {
    localStorage.setItem('favourites', JSON.stringify([card(5)]));
    apiServer.handle = (_request, response) => json(response, 500, { detail: 'Down' });
    const { useFavourites, saveSession } = await load();
    const { result } = renderHook(() => useFavourites());
    act(() => signIn(saveSession));
    await waitFor(() => expect(apiServer.received).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.loaded).toBe(false);
    expect(result.current.ids.size).toBe(0);
    expect(JSON.parse(localStorage.getItem('favourites') ?? '[]')).toHaveLength(1);
  });

  it('reads only the ids when the browser has no list', async () => {
    const { useFavourites, saveSession } = await load();
    signIn(saveSession);
    const { result } = renderHook(() => useFavourites());
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect([...result.current.ids]).toEqual([90]);
    expect(apiServer.received.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/favourites/ids']);
  });

  it("undoes a signed-in user's change that the API refuses", async () => {
    const { useFavourites, toggleFavourite, saveSession } = await load();
    signIn(saveSession);
    const { result } = renderHook(() => useFavourites());
    await waitFor(() => expect(result.current.loaded).toBe(true));
    apiServer.handle = (_request, response) => json(response, 404, { detail: 'This ad has ended' });
    await act(() => toggleFavourite(card(7)));
    expect(apiServer.received.at(-1)).toMatchObject({ method: 'PUT', path: '/api/favourites/7' });
    expect([...result.current.ids]).toEqual([90]);
  });

  it("keeps a visitor's list in the browser, newest first, up to the limit", async () => {
    const { useFavourites, toggleFavourite, readLocal, LOCAL_LIMIT } = await load();
    const { result } = renderHook(() => useFavourites());
    await act(() => toggleFavourite(card(1)));
    await act(() => toggleFavourite(card(2)));
    expect(readLocal().map((ad) => ad.id)).toEqual([2, 1]);
    expect([...result.current.ids].sort()).toEqual([1, 2]);
    await act(() => toggleFavourite(card(1)));
    expect(readLocal().map((ad) => ad.id)).toEqual([2]);
    localStorage.setItem('favourites', JSON.stringify(Array.from({ length: LOCAL_LIMIT }, (_, index) => card(index + 100))));
    await act(() => toggleFavourite(card(7)));
    expect(readLocal()).toHaveLength(LOCAL_LIMIT);
    expect(readLocal().some((ad) => ad.id === 7)).toBe(false);
    expect(apiServer.received).toEqual([]);
  });
});
