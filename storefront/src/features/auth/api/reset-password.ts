import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';

/** Sets a new password with the mailed link's token; a bad, expired or used token is a 400 with its detail. Every session of the account ends. */
export function resetPassword(input: ApiSchemas['ResetPasswordDto']) {
  return unwrap(api.POST('/api/auth/reset-password', { body: input }), { notifyErrors: false });
}
