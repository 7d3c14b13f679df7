import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';
import type { ChallengeHeader } from '../../../lib/challenge';

export type Done = ApiSchemas['DoneDto'];

/** Mails a reset link if the e-mail has an account; the 202 answer is the same either way. `challenge`: a solved challenge's header (lib/challenge.ts). */
export function forgotPassword(input: ApiSchemas['ForgotPasswordDto'], challenge: ChallengeHeader) {
  return unwrap(api.POST('/api/auth/forgot-password', { params: { header: challenge }, body: input }), { notifyErrors: false });
}
