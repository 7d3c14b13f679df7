import { requestTexts } from '../common/texts';
import en from './statement-refusals.en.json';
import hiTexts from './statement-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a statement, its mapping or one of its lines was refused, and why a credit did not match its top-up. */
export const statementRefusal = requestTexts('statement-refusals', { en, hi });
export type StatementRefusalKey = keyof typeof en;
