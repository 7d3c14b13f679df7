import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';

export type LoginInput = ApiSchemas['LoginDto'];
export type LoginAnswer = ApiSchemas['LoginResponseDto'];

/** The page shows the seed's own failure message, so the client stays quiet. */
export function login(input: LoginInput): Promise<LoginAnswer> {
  return unwrap(api.POST('/api/auth/login', { body: input }), { notifyErrors: false });
}
