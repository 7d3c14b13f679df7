import { requestTexts } from '../common/texts';
import en from './wallet-refusals.en.json';
import hiTexts from './wallet-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a payment, its review, a retried call that moves money or a QR code was refused. */
export const walletRefusal = requestTexts('wallet-refusals', { en, hi });
