import { requestTexts } from '../common/texts';
import en from './site-settings-refusals.en.json';
import hiTexts from './site-settings-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a site settings request was refused. */
export const siteSettingsRefusal = requestTexts('site-settings-refusals', { en, hi });
