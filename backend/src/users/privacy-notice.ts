/**
 * The version of the privacy notice in force: the date its text (storefront/src/i18n/locales/{en,hi}/legal.json,
 * `privacy`) last changed in what it says. Bump it with any such change: every signed-in user then sees the changed
 * notice once, and acknowledging it is recorded (docs/operations.md, "Changing the privacy notice").
 */
export const PRIVACY_NOTICE_VERSION = '2026-12-03';
