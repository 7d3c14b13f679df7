import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import type { Done } from './forgot-password';

/** Sets a new password with the mailed link's token; a bad, expired or used token is a 400 with its detail. Every session of the account ends. */
export function resetPassword(input: ApiSchemas['ResetPasswordDto']): Promise<Done> {
  return apiClient.post<Done>('/auth/reset-password', input, { notifyErrors: false });
}
