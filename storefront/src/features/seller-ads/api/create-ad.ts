import { api, unlessFieldErrors, unwrap } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { adBody, type AdInput, type MyAd } from './types';

/** The new ad starts INACTIVE until it is posted free or promoted. */
export async function createAd(input: AdInput): Promise<MyAd> {
  const ad = await unwrap(api.POST('/api/seller/post/create', adBody(input)), { notifyErrors: unlessFieldErrors });
  void queryClient.invalidateQueries({ queryKey: ['my-ads'] });
  return ad;
}
