import { api, unwrap } from '../../../lib/api-client';
import type { ChallengeHeader } from '../../../lib/challenge';

/** The seller's number, for signed-in visitors only (limited per day; a 429's detail says so). `challenge`: a solved challenge's header (lib/challenge.ts). */
export function revealPhone(adId: number, challenge: ChallengeHeader) {
  return unwrap(api.POST('/api/dashboard/reveal-phone/{id}', { params: { path: { id: adId }, header: challenge } }));
}
