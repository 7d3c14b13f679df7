import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { apiServer, json } from '../../../test/api-server';
import { wrapper } from '../../../test/query-wrapper';
import { useSimilarAds } from './get-similar-ads';

afterEach(() => queryClient.clear());

describe('useSimilarAds', () => {
  it("loads an ad's similar ads by its id, and keeps a 404 quiet (no toast)", async () => {
    apiServer.handle = (request, response) =>
      request.path === '/api/dashboard/get-similar-posts/5' ? json(response, 200, { items: [{ id: 7, title: 'Another room' }] }) : json(response, 404, { detail: 'Ad not found' });
    const { result, rerender } = renderHook(({ id }) => useSimilarAds(id), { wrapper, initialProps: { id: 5 as number | undefined } });
    await waitFor(() => expect(result.current.data).toEqual({ items: [{ id: 7, title: 'Another room' }] }));
    rerender({ id: 6 });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    rerender({ id: undefined });
    expect(result.current.isLoading).toBe(false);
    expect(apiServer.received.map((request) => request.path)).toEqual(['/api/dashboard/get-similar-posts/5', '/api/dashboard/get-similar-posts/6']);
  });
});
