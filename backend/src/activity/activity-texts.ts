import { requestTexts } from '../common/texts';
import en from './activity-texts.en.json';
import hiTexts from './activity-texts.hi.json';

const hi: typeof en = hiTexts;

/** The titles of a seller's activity. {{ad}}: the ad's title as the seller wrote it; {{package}}, {{slot}}: as the admins named them. */
export const activityTitle = requestTexts('activity-texts', { en, hi });
