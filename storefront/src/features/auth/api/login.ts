import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

export type LoginInput = ApiSchemas['LoginDto'];
export type LoginAnswer = ApiSchemas['LoginResponseDto'];

/** The page shows the seed's own failure message, so the client stays quiet. */
export function login(input: LoginInput): Promise<LoginAnswer> {
  return apiClient.post<LoginAnswer>('/auth/login', input, { notifyErrors: false });
}
