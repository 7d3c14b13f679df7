import { apiClient, unlessFieldErrors } from '../../../lib/api-client';
import { toFormData, type AdInput, type MyAd } from './types';

/** The new ad starts INACTIVE until it is posted free or promoted. */
export function createAd(input: AdInput): Promise<MyAd> {
  return apiClient.post<MyAd>('/seller/post/create', toFormData(input), { notifyErrors: unlessFieldErrors });
}
