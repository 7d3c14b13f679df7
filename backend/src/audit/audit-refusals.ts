import { requestTexts } from '../common/texts';
import en from './audit-refusals.en.json';
import hiTexts from './audit-refusals.hi.json';

const hi: typeof en = hiTexts;

/** Why a filter of the audit log was refused (the detail names the filter before it). */
export const auditRefusal = requestTexts('audit-refusals', { en, hi });
