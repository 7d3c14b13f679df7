import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteSavedSearch, useSavedSearches } from './saved-searches';
import { queryClient } from '../../../lib/query-client';
import { apiServer, json } from '../../../test/api-server';
import { wrapper } from '../../../test/query-wrapper';

afterEach(() => queryClient.clear());

describe('saved searches', () => {
  it('reads the list again after a change, instead of a manual reload', async () => {
    let items = [{ id: 1 }, { id: 2 }];
    apiServer.handle = (request, response) => {
      if (request.method === 'DELETE') {
        items = items.filter((item) => `/api/saved-searches/${item.id}` !== request.path);
        return json(response, 204);
      }
      json(response, 200, { items, limit: 20 });
    };
    const { result } = renderHook(() => useSavedSearches(), { wrapper });
    await waitFor(() => expect(result.current.data?.items).toHaveLength(2));
    await act(() => deleteSavedSearch(1));
    await waitFor(() => expect(result.current.data?.items).toEqual([{ id: 2 }]));
    expect(apiServer.received.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/saved-searches', 'DELETE /api/saved-searches/1', 'GET /api/saved-searches']);
  });
});
