import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../lib/api-client';
import type { ApiSchemas } from './types';

/** The signed-in user's own account: the profile page shows and edits it; the ad form takes its default phone from it. */
export type Profile = ApiSchemas['ProfileDto'];

/** `quiet`: a failure is not shown (for a page that only uses the profile to prefill a field). */
export const profileQuery = ({ quiet = false }: { quiet?: boolean } = {}) =>
  queryOptions({ queryKey: ['profile', { quiet }], queryFn: ({ signal }) => unwrap(api.GET('/api/auth/me', { signal }), { notifyErrors: !quiet }) });

export function useProfile({ quiet = false, enabled = true }: { quiet?: boolean; enabled?: boolean } = {}) {
  return useQuery({ ...profileQuery({ quiet }), enabled });
}
