import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';

export type Favourite = ApiSchemas['FavouriteDto'];

export const FAVOURITES_PAGE_SIZE = 40;
/** The API's deepest page (backend/src/favourites/dto/favourite.dto.ts: one page per favourite at most). */
export const FAVOURITES_LAST_PAGE = 500;

/** A signed-in user's favourites, newest first. */
export function useFavouritesPage(page: number, enabled: boolean) {
  return useQuery(enabled ? `favourites:${page}` : null, (signal) => apiClient.get<ApiSchemas['FavouritePageDto']>('/favourites', { query: { page, pageSize: FAVOURITES_PAGE_SIZE }, signal }));
}
