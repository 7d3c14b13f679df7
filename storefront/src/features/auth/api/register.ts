import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

export type RegisterInput = ApiSchemas['CreateAccountDto'];
export type SignUpResult = ApiSchemas['SignUpResultDto'];

/**
 * Without an admin token this creates a seller account and mails a verification link. The answer is
 * the same whether or not the e-mail already had an account (no enumeration): its `detail` says what to do next.
 */
export function register(input: RegisterInput): Promise<SignUpResult> {
  return apiClient.post<SignUpResult>('/admins', input, { notifyErrors: false });
}
