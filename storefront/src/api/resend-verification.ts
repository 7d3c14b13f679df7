import { api, unwrap } from '../lib/api-client';

/**
 * Mails the signed-in seller a new verification link (202). A 409's detail says why not: the e-mail is
 * verified already, or three links went out this hour. The caller shows the answer beside its button.
 */
export function resendVerification() {
  return unwrap(api.POST('/api/auth/resend-verification'), { notifyErrors: false });
}
