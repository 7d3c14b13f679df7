import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';
import type { Done } from './forgot-password';

export type ChangePasswordInput = ApiSchemas['ChangePasswordDto'];

/** A wrong current password is a 403 naming the field; the other sessions of the account end, this one stays. */
export function changePassword(input: ChangePasswordInput): Promise<Done> {
  return apiClient.post<Done>('/auth/change-password', input, { notifyErrors: false });
}
