import { apiClient } from '../../../lib/api-client';

export interface LoginInput {
  email: string;
  password: string;
}

export interface LoginAnswer {
  token: string;
  email: string;
  fullName: string;
  role: string;
}

/** The page shows the seed's own failure message, so the client stays quiet. */
export function login(input: LoginInput): Promise<LoginAnswer> {
  return apiClient.post<LoginAnswer>('/auth/login', input, { notifyErrors: false });
}
