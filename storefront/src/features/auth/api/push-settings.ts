import { queryOptions } from '@tanstack/react-query';
import type { ApiSchemas } from '../../../api/types';
import { api, unwrap } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export type PushSettings = ApiSchemas['PushSettingsDto'];
export type PushKind = 'messages' | 'searchAlerts' | 'adExpiry';

/** Which kinds of push the signed-in user wants, and in how many browsers push is on. */
export const pushSettingsQuery = () => queryOptions({ queryKey: ['push-settings'], queryFn: () => unwrap(api.GET('/api/push/settings'), { notifyErrors: false }) });

/** Turns one kind on or off in every browser of the user's; the answer replaces the kept settings. */
export async function updatePushSettings(changes: Partial<Record<PushKind, boolean>>): Promise<PushSettings> {
  const settings = await unwrap(api.PATCH('/api/push/settings', { body: changes }), { notifyErrors: false });
  queryClient.setQueryData(pushSettingsQuery().queryKey, settings);
  return settings;
}

/** After push was turned on or off in this browser: the count of browsers changed. */
export const refreshPushSettings = () => queryClient.invalidateQueries({ queryKey: pushSettingsQuery().queryKey });
