import { apiClient } from '../lib/api-client';
import { useQuery } from '../lib/use-query';
import type { ApiSchemas } from './types';

/** The operator's contact details and social profiles, as set in the console; an unset one is absent. */
export type SiteSettings = ApiSchemas['PublicSiteSettingsDto'];

export function getSiteSettings(): Promise<SiteSettings> {
  return apiClient.get<SiteSettings>('/site-settings');
}

/** One request per browser session, shared by the footer, the menu and the legal pages (the logo click drops it). */
export function useSiteSettings(): SiteSettings {
  return useQuery('site-settings', getSiteSettings, { sessionCache: true }).data ?? {};
}
