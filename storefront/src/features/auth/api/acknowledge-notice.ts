import { profileQuery, type Profile } from '../../../api/get-profile';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type NoticeAnswer = ApiSchemas['AcknowledgeNoticeDto'];

/**
 * Records that the signed-in user read the privacy notice in force (`version`: the profile's currentNoticeVersion),
 * with the optional mails as the dialog's switches were left; answers the profile, which replaces the kept one.
 */
export async function acknowledgeNotice(answer: NoticeAnswer): Promise<Profile> {
  const profile = await unwrap(api.POST('/api/auth/me/notice', { body: answer }), { notifyErrors: false });
  queryClient.setQueryData(profileQuery().queryKey, profile);
  queryClient.setQueryData(profileQuery({ quiet: true }).queryKey, profile);
  return profile;
}
