import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** Where the photo verification of one of the seller's ads stands (GET /api/seller/photo-verification/{adId}). */
export type PhotoVerificationState = ApiSchemas['PhotoVerificationStateDto'];

export const photoVerificationQuery = (adId: number) =>
  queryOptions({
    queryKey: ['photo-verification', adId],
    queryFn: ({ signal }) => unwrap(api.GET('/api/seller/photo-verification/{adId}', { params: { path: { adId } }, signal })),
  });

export function usePhotoVerification(adId: number | null) {
  return useQuery({ ...photoVerificationQuery(adId ?? 0), enabled: adId !== null });
}

/** The state, and the list (its badges), read again after a change. */
function settled(adId: number, state: PhotoVerificationState): PhotoVerificationState {
  queryClient.setQueryData(photoVerificationQuery(adId).queryKey, state);
  void queryClient.invalidateQueries({ queryKey: ['my-ads'] });
  return state;
}

/** Asks for a one-time code to hold in the selfie; a request still waiting for its selfie answers the same code. */
export async function askPhotoVerification(adId: number): Promise<PhotoVerificationState> {
  return settled(adId, await unwrap(api.POST('/api/seller/photo-verification/{adId}', { params: { path: { adId } } })));
}

/** Sends the selfie holding the code: it then waits for a moderator. */
export async function sendSelfie(adId: number, selfie: File): Promise<PhotoVerificationState> {
  const body = new FormData();
  body.append('selfie', selfie, selfie.name);
  return settled(adId, await unwrap(api.POST('/api/seller/photo-verification/{adId}/selfie', { params: { path: { adId } }, body: {}, bodySerializer: () => body })));
}
