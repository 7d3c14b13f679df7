import { api, unlessFieldErrors, unwrap } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { adBody, type AdInput, type MyAd } from './types';

export async function updateAd(id: number, input: AdInput): Promise<MyAd> {
  const ad = await unwrap(api.PUT('/api/seller/post/update/{id}', { params: { path: { id } }, ...adBody(input) }), { notifyErrors: unlessFieldErrors });
  void queryClient.invalidateQueries({ queryKey: ['my-ads'] });
  return ad;
}
