import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import type { Done } from './forgot-password';
import { once } from './once';

/** Confirms the e-mail with the token of the sign-up mail's link; a used link of a verified account still answers 200. */
export function verifyEmail({ token }: ApiSchemas['VerifyEmailDto']): Promise<Done> {
  return once(`verify-email:${token}`, () => apiClient.post<Done>('/auth/verify-email', { token }, { notifyErrors: false }));
}
