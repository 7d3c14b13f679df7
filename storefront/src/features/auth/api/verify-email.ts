import { queryOptions, skipToken } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';
import type { Done } from './forgot-password';
import { once } from './once';

/** Confirms the e-mail with the token of the sign-up mail's link; a used link of a verified account still answers 200. */
export function verifyEmail({ token }: ApiSchemas['VerifyEmailDto']): Promise<Done> {
  return once(`verify-email:${token}`, () => unwrap(api.POST('/api/auth/verify-email', { body: { token } }), { notifyErrors: false }));
}

/** For the page the link opens: posted once on load, its answer kept (no token: nothing to send). */
export const verifyEmailQuery = (token: string) => queryOptions({ queryKey: ['verify-email', token], queryFn: token ? () => verifyEmail({ token }) : skipToken, staleTime: Infinity });
