import type { Profile } from '../../../api/get-profile';
import type { ApiSchemas } from '../../../api/types';
import { apiClient } from '../../../lib/api-client';

export type ProfileChanges = ApiSchemas['UpdateProfileDto'];

/**
 * Changes any of the full name (private), display name (public, on ads), default phone (null clears it)
 * and mail settings; answers the whole profile. A 400 names its fields; a display name someone else
 * has is a 409 with `errors.displayName`. The caller shows the failure beside its field or control.
 */
export function updateProfile(changes: ProfileChanges): Promise<Profile> {
  return apiClient.put<Profile>('/auth/me', changes, { notifyErrors: false });
}
