import { api, idempotent, needsVerifiedEmail, unwrap } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/**
 * One free activation per seller per 24 h; a 429's detail says when the next one is possible. An
 * unverified e-mail's 403 is left to the page, which offers a new verification link. The list is read again.
 */
export async function postFreeAd(id: number) {
  const answer = await unwrap(api.POST('/api/seller/transaction/post-free-ad/{id}', { params: { path: { id }, header: idempotent() } }), {
    notifyErrors: (error) => !needsVerifiedEmail(error),
  });
  await queryClient.invalidateQueries({ queryKey: ['my-ads'] });
  return answer;
}
