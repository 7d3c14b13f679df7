import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChallengeHeader } from '../lib/challenge';
import { api, unwrap } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import type { ApiSchemas } from './types';

/** A number the signed-in seller proved theirs by a code sent by SMS (docs/api.md, "Phone numbers proved by a code"). */
export type VerifiedPhone = ApiSchemas['VerifiedPhoneDto'];

/** The seller's proved numbers: the profile lists them; the ad form tells whether its number is one. */
export const verifiedPhonesQuery = () => queryOptions({ queryKey: ['verified-phones'], queryFn: ({ signal }) => unwrap(api.GET('/api/auth/me/phones', { signal }), { notifyErrors: false }) });

export function useVerifiedPhones({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...verifiedPhonesQuery(), enabled });
}

/** Sends a 6-digit code to the number by SMS (a solved challenge's header); a 4xx's detail is for the caller to show. */
export function sendPhoneCode(phone: string, challenge: ChallengeHeader) {
  return unwrap(api.POST('/api/auth/me/phones', { params: { header: challenge }, body: { phone } }), { notifyErrors: false });
}

/** Proves the number with the code; the list and the seller's ads (their badge) are read again. */
export async function verifyPhoneCode(phone: string, code: string): Promise<VerifiedPhone> {
  const proved = await unwrap(api.POST('/api/auth/me/phones/verify', { body: { phone, code } }), { notifyErrors: false });
  await changed();
  return proved;
}

/** Removes a proved number: the seller's ads with it show it no more. */
export async function removePhone(phone: string): Promise<void> {
  await unwrap(api.DELETE('/api/auth/me/phones/{phone}', { params: { path: { phone } } }));
  await changed();
}

async function changed(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: verifiedPhonesQuery().queryKey });
  void queryClient.invalidateQueries({ queryKey: ['my-ads'] });
}
