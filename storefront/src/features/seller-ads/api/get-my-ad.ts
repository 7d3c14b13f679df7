import { api, unwrap } from '../../../lib/api-client';
import type { MyAd } from './types';

/** One of the caller's own ads, whatever its status. */
export function getMyAd(id: number): Promise<MyAd> {
  return unwrap(api.GET('/api/seller/post/my-ad/{id}', { params: { path: { id } } }));
}
