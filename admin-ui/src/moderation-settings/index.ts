import { ModerationSettingsEdit } from './ModerationSettingsEdit';

/** One record (id 1): the menu opens /moderation-settings/1. */
export default { edit: ModerationSettingsEdit };
