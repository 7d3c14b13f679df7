import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';

/**
 * Deletes the signed-in account, confirmed by its password (a wrong one is a 403 with `errors.password`).
 * The API ends every session, so the caller clears this device's session on success.
 */
export function deleteAccount(input: ApiSchemas['DeleteAccountDto']) {
  return unwrap(api.DELETE('/api/auth/me', { body: input }), { notifyErrors: false });
}
