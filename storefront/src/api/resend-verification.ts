import { apiClient } from '../lib/api-client';
import type { ApiSchemas } from './types';

/**
 * Mails the signed-in seller a new verification link (202). A 409's detail says why not: the e-mail is
 * verified already, or three links went out this hour. The caller shows the answer beside its button.
 */
export function resendVerification(): Promise<ApiSchemas['DoneDto']> {
  return apiClient.post<ApiSchemas['DoneDto']>('/auth/resend-verification', undefined, { notifyErrors: false });
}
