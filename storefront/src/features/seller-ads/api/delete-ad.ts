import { api, unwrap } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** 204: no content. The list is read again. */
export async function deleteAd(id: number): Promise<void> {
  await unwrap(api.DELETE('/api/seller/post/delete/{id}', { params: { path: { id } } }));
  await queryClient.invalidateQueries({ queryKey: ['my-ads'] });
}
