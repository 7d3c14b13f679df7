import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';
import type { ChallengeHeader } from '../../../lib/challenge';

export type RegisterInput = ApiSchemas['CreateAccountDto'];
export type SignUpResult = ApiSchemas['SignUpResultDto'];

/**
 * Without an admin token this creates a seller account and mails a verification link. The answer is
 * the same whether or not the e-mail already had an account (no enumeration): its `detail` says what to do next.
 * `challenge`: a solved challenge's header (lib/challenge.ts).
 */
export async function register(input: RegisterInput, challenge: ChallengeHeader): Promise<SignUpResult> {
  const answer = await unwrap(api.POST('/api/admins', { params: { header: challenge }, body: input }), { notifyErrors: false });
  // The same route answers an admin's call with the new admin; without a token it is always the sign-up result.
  return answer as SignUpResult;
}
