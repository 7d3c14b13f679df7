import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { useAd } from './get-ad';
import { queryClient } from '../../../lib/query-client';
import { apiServer, json } from '../../../test/api-server';
import { wrapper } from '../../../test/query-wrapper';

afterEach(() => queryClient.clear());

describe('useAd', () => {
  it("loads an ad by its id, and keeps a 404 for the page's not-found (no toast)", async () => {
    apiServer.handle = (request, response) => (request.path === '/api/dashboard/get-post/5' ? json(response, 200, { id: 5, title: 'A room' }) : json(response, 404, { detail: 'Ad not found' }));
    const { result, rerender } = renderHook(({ id }) => useAd(id), { wrapper, initialProps: { id: 5 as number | undefined } });
    await waitFor(() => expect(result.current.data).toMatchObject({ id: 5, title: 'A room' }));
    rerender({ id: 6 });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect((result.current.error as ApiError).status).toBe(404);
    rerender({ id: undefined });
    expect(result.current.isLoading).toBe(false);
    expect(apiServer.received.map((request) => request.path)).toEqual(['/api/dashboard/get-post/5', '/api/dashboard/get-post/6']);
  });
});
