import { apiClient } from '../../../lib/api-client';

export interface RegisterInput {
  fullName: string;
  email: string;
  password: string;
}

/** Without an admin token this creates a seller account. */
export function register(input: RegisterInput): Promise<unknown> {
  return apiClient.post('/admins', input, { notifyErrors: false });
}
