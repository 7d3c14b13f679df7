import { profileQuery, type Profile } from '../../../api/get-profile';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type ProfileChanges = ApiSchemas['UpdateProfileDto'];

/**
 * Changes any of the full name (private), display name (public, on ads), default phone (null clears it)
 * and mail settings; answers the whole profile, which replaces the kept one. A 400 names its fields; a display name
 * someone else has is a 409 with `errors.displayName`. The caller shows the failure beside its field or control.
 */
export async function updateProfile(changes: ProfileChanges): Promise<Profile> {
  const profile = await unwrap(api.PUT('/api/auth/me', { body: changes }), { notifyErrors: false });
  queryClient.setQueryData(profileQuery().queryKey, profile);
  queryClient.setQueryData(profileQuery({ quiet: true }).queryKey, profile);
  return profile;
}
