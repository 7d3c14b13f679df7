import type { ApiSchemas } from '../../../api/types';
import { apiRequest } from '../../../lib/api-client';
import type { Done } from './forgot-password';

/**
 * Deletes the signed-in account, confirmed by its password (a wrong one is a 403 with `errors.password`).
 * The API ends every session, so the caller clears this device's session on success.
 */
export function deleteAccount(input: ApiSchemas['DeleteAccountDto']): Promise<Done> {
  return apiRequest<Done>('/auth/me', { method: 'DELETE', body: input, notifyErrors: false });
}
