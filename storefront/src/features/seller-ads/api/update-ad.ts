import { apiClient, unlessFieldErrors } from '../../../lib/api-client';
import { toFormData, type AdInput, type MyAd } from './types';

export function updateAd(id: number, input: AdInput): Promise<MyAd> {
  return apiClient.put<MyAd>(`/seller/post/update/${id}`, toFormData(input), { notifyErrors: unlessFieldErrors });
}
