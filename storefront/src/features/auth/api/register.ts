import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

export type RegisterInput = ApiSchemas['CreateAccountDto'];
export type SignUpResult = ApiSchemas['SignUpResultDto'];

/**
 * Without an admin token this creates a seller account and mails a verification link. The answer is
 * the same whether or not the e-mail already had an account (no enumeration): its `detail` says what to do next.
 * `challenge`: a solved challenge's header (lib/challenge.ts).
 */
export function register(input: RegisterInput, challenge: Record<string, string>): Promise<SignUpResult> {
  return apiClient.post<SignUpResult>('/admins', input, { notifyErrors: false, headers: challenge });
}
