import { requestTexts, type TextKey } from './texts';
import en from './common-refusals.en.json';
import hiTexts from './common-refusals.hi.json';

const hi: typeof en = hiTexts;

/**
 * The refusals of the guards, pipes and exception filter every route shares, and of more than one domain.
 * `verifyEmailFirst.*`: each completes the VerifiedEmail decorator's action (verified-email.guard.ts); `list.*`: the
 * react-admin list query (ra-list.ts); `field.*`: a field as a refusal names it (fieldName), in English as the API spells it.
 */
export const commonRefusal = requestTexts('common-refusals', { en, hi });

/** What a user must verify their e-mail before doing (VerifiedEmail). */
export type VerifiedEmailAction = keyof typeof en.verifyEmailFirst;

/** A field as the request's language names it in a refusal's detail; one it does not know, as the API spells it. */
export const fieldName = (field: string): string => (Object.hasOwn(en.field, field) ? commonRefusal(`field.${field}` as TextKey<typeof en>) : field);
