import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';

export type Favourite = ApiSchemas['FavouriteDto'];

export const FAVOURITES_PAGE_SIZE = 40;
/** The API's deepest page (backend/src/favourites/dto/favourite.dto.ts: one page per favourite at most). */
export const FAVOURITES_LAST_PAGE = 500;

/** A signed-in user's favourites, newest first; `enabled` false: not yet (the account's ids are still loading). */
export const favouritesPageQuery = (page: number, enabled = true) =>
  queryOptions({
    queryKey: ['favourites', page],
    queryFn: enabled ? ({ signal }) => unwrap(api.GET('/api/favourites', { params: { query: { page, pageSize: FAVOURITES_PAGE_SIZE } }, signal })) : skipToken,
  });

export function useFavouritesPage(page: number, enabled: boolean) {
  return useQuery(favouritesPageQuery(page, enabled));
}
