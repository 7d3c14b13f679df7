import { SiteSettingsEdit } from './SiteSettingsEdit';

/** One record (id 1): the menu and the dashboard open /site-settings/1. */
export default { edit: SiteSettingsEdit };
