import type { Language } from '../common/language';
import { texts } from '../common/texts';
import type { MailContent } from '../mail/mail-layout';
import { siteName } from '../mail/mail-texts';
import type { DataBreach } from './data-breach.entity';
import en from './breach-mail-texts.en.json';
import hiTexts from './breach-mail-texts.hi.json';

const hi: typeof en = hiTexts;
const text = texts('breach-mails', { en, hi });

/** The operator's text in the reader's language: the Hindi version when written, else the English. */
const inLanguage = (breach: DataBreach, field: 'summary' | 'dataAffected' | 'consequences' | 'measuresTaken' | 'userSteps', language: Language) =>
  (language === 'hi' ? breach[`${field}Hi`] : null) ?? breach[field];

/**
 * The notice each affected person gets (DPDP Rules 2025, rule 7(1)): what happened, the data, the likely
 * consequences, what was done, what they can do, and whom to ask. Essential: no unsubscribe link.
 */
export function breachMail(breach: DataBreach, language: Language, recipientName: string | undefined, contactEmail: string | null, grievanceUrl: string): MailContent {
  const t = text(language);
  const site = siteName(language);
  return {
    language,
    subject: t('subject', { site }),
    greeting: recipientName,
    paragraphs: [
      t('intro', { site }),
      t('whatHappened', { text: inLanguage(breach, 'summary', language) }),
      t('dataAffected', { text: inLanguage(breach, 'dataAffected', language) }),
      t('consequences', { text: inLanguage(breach, 'consequences', language) }),
      t('measuresTaken', { text: inLanguage(breach, 'measuresTaken', language) }),
      t('userSteps', { text: inLanguage(breach, 'userSteps', language) }),
      ...(contactEmail ? [t('contact', { email: contactEmail })] : []),
      t('grievance'),
    ],
    action: { label: t('action'), url: grievanceUrl },
  };
}
