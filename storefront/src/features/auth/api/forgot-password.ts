import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

export type Done = ApiSchemas['DoneDto'];

/** Mails a reset link if the e-mail has an account; the 202 answer is the same either way. */
export function forgotPassword(input: ApiSchemas['ForgotPasswordDto']): Promise<Done> {
  return apiClient.post<Done>('/auth/forgot-password', input, { notifyErrors: false });
}
