import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionCache, queryClient } from '../lib/query-client';
import { clearSession, saveSession } from '../lib/session';
import { apiServer, json } from '../test/api-server';
import { wrapper } from '../test/query-wrapper';
import { useCategories } from './get-categories';
import { profileQuery, useProfile } from './get-profile';
import { useSearchAds } from './search-ads';

const calls = (path: string) => apiServer.received.filter((request) => request.path === path).length;

afterEach(() => queryClient.clear());

describe('data hooks', () => {
  it('shares one request between the views that ask for the same search, and none for no search', async () => {
    apiServer.handle = (_request, response) => setTimeout(() => json(response, 200, { items: [], total: 0, page: 1, pageSize: 8 }), 20);
    const params = { page: 1, pageSize: 8, keyword: 'room' };
    const { result } = renderHook(() => [useSearchAds(params), useSearchAds({ ...params }), useSearchAds(null)] as const, { wrapper });
    await waitFor(() => expect(result.current[0].data?.total).toBe(0));
    expect(result.current[1].data?.total).toBe(0);
    expect(result.current[2].isLoading).toBe(false);
    expect(apiServer.received).toHaveLength(1);
    expect(apiServer.received[0].query.get('keyword')).toBe('room');
  });

  it('keeps the catalogue for the browser session until the logo clears it', async () => {
    let version = 0;
    apiServer.handle = (_request, response) => json(response, 200, [{ id: 1, title: `Rooms v${++version}` }]);
    const first = renderHook(() => useCategories(), { wrapper });
    await waitFor(() => expect(first.result.current.data?.[0].title).toBe('Rooms v1'));
    first.unmount();
    // A new page load: the kept answer is read from sessionStorage, without a request.
    queryClient.clear();
    const second = renderHook(() => useCategories(), { wrapper });
    expect(second.result.current.data?.[0].title).toBe('Rooms v1');
    expect(calls('/api/dashboard/get-all-categories')).toBe(1);
    act(() => clearSessionCache());
    await waitFor(() => expect(second.result.current.data?.[0].title).toBe('Rooms v2'));
    expect(JSON.parse(sessionStorage.getItem('bazaar:categories') ?? 'null')).toEqual([{ id: 1, title: 'Rooms v2' }]);
  });

  it("drops one account's data when another signs in", async () => {
    apiServer.handle = (request, response) => json(response, 200, { id: 1, email: request.headers.authorization === 'Bearer token-b' ? 'b@example.com' : 'a@example.com' });
    saveSession({ token: 'token-a', email: 'a@example.com', fullName: 'A', role: 'USER' });
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.data?.email).toBe('a@example.com'));
    act(() => {
      clearSession();
      saveSession({ token: 'token-b', email: 'b@example.com', fullName: 'B', role: 'USER' });
    });
    // Dropped at once from the cache (the view is told on the next tick), then read with the new token.
    expect(queryClient.getQueryData(profileQuery().queryKey)).toBeUndefined();
    await waitFor(() => expect(result.current.data?.email).toBe('b@example.com'));
    expect(apiServer.received.at(-1)?.headers.authorization).toBe('Bearer token-b');
  });
});
