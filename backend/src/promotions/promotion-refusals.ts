import { requestTexts } from '../common/texts';
import en from './promotion-refusals.en.json';
import hiTexts from './promotion-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why an ad could not be posted free, renewed or promoted. {{time}}, {{until}}, {{from}}: India times (formatIndiaTime). */
export const promotionRefusal = requestTexts('promotion-refusals', { en, hi });
