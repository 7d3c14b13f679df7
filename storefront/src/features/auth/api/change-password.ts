import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';

export type ChangePasswordInput = ApiSchemas['ChangePasswordDto'];

/** A wrong current password is a 403 naming the field; the other sessions of the account end, this one stays. */
export function changePassword(input: ChangePasswordInput) {
  return unwrap(api.POST('/api/auth/change-password', { body: input }), { notifyErrors: false });
}
