import { apiClient } from '../../../lib/api-client';
import type { Done } from './forgot-password';
import { once } from './once';

/** Turns one kind of non-essential mail off with the token of the mail's "Stop these mails" link, without signing in. */
export function unsubscribe(token: string): Promise<Done> {
  return once(`unsubscribe:${token}`, () => apiClient.post<Done>('/auth/unsubscribe', undefined, { query: { token }, notifyErrors: false }));
}
