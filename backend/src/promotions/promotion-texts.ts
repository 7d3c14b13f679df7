import { requestTexts } from '../common/texts';
import en from './promotion-texts.en.json';
import hiTexts from './promotion-texts.hi.json';

const hi: typeof en = hiTexts;

/**
 * What a seller is told when posting, renewing or promoting goes through, and what checkout and the renew page
 * say. {{time}}: an India time (formatIndiaTime); {{package}}, {{slot}}: the names the admins gave them.
 */
export const promotionText = requestTexts('promotion-texts', { en, hi });
