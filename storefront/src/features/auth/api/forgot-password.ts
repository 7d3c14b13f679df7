import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

export type Done = ApiSchemas['DoneDto'];

/** Mails a reset link if the e-mail has an account; the 202 answer is the same either way. `challenge`: a solved challenge's header (lib/challenge.ts). */
export function forgotPassword(input: ApiSchemas['ForgotPasswordDto'], challenge: Record<string, string>): Promise<Done> {
  return apiClient.post<Done>('/auth/forgot-password', input, { notifyErrors: false, headers: challenge });
}
