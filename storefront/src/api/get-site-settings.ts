import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../lib/api-client';
import { sessionQuery } from '../lib/query-client';
import type { ApiSchemas } from './types';

/** The operator's contact details and social profiles, as set in the console; an unset one is absent. */
export type SiteSettings = ApiSchemas['PublicSiteSettingsDto'];

export const siteSettingsQuery = () => sessionQuery(['site-settings'], () => unwrap(api.GET('/api/site-settings')));

/** One request per browser session, shared by the footer, the menu and the legal pages (the logo click drops it). */
export function useSiteSettings(): SiteSettings {
  return useQuery(siteSettingsQuery()).data ?? {};
}
