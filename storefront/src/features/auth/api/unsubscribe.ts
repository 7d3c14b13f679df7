import { queryOptions, skipToken } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import type { Done } from './forgot-password';
import { once } from './once';

/** Turns one kind of non-essential mail off with the token of the mail's "Stop these mails" link, without signing in. */
export function unsubscribe(token: string): Promise<Done> {
  return once(`unsubscribe:${token}`, () => unwrap(api.POST('/api/auth/unsubscribe', { params: { query: { token } } }), { notifyErrors: false }));
}

/** For the page the link opens: posted once on load, its answer kept (no token: nothing to send). */
export const unsubscribeQuery = (token: string) => queryOptions({ queryKey: ['unsubscribe', token], queryFn: token ? () => unsubscribe(token) : skipToken, staleTime: Infinity });
