import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

export type RegisterInput = ApiSchemas['CreateAccountDto'];

/** Without an admin token this creates a seller account. */
export function register(input: RegisterInput): Promise<ApiSchemas['AccountDto']> {
  return apiClient.post<ApiSchemas['AccountDto']>('/admins', input, { notifyErrors: false });
}
