import { requestTexts } from '../common/texts';
import en from './seller-refusals.en.json';
import hiTexts from './seller-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a seller's page cannot be shown. */
export const sellerRefusal = requestTexts('seller-refusals', { en, hi });
