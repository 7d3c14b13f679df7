import type { Language } from '../common/language';
import type { MailContent } from '../mail/mail-layout';
import { texts } from '../common/texts';
import { siteName } from '../mail/mail-texts';
import { ACCOUNT_MAIL_TEXTS } from './account-mail-texts';

const text = texts('account', ACCOUNT_MAIL_TEXTS);

/** The mails about an account itself, in the account's language: all essential, so none has an unsubscribe link. */
export const accountMails = {
  verifyEmail: (language: Language, name: string, url: string): MailContent => {
    const t = text(language);
    const site = { site: siteName(language) };
    return {
      language,
      subject: t('verifyEmail.subject', site),
      greeting: name,
      paragraphs: [t('verifyEmail.welcome', site), t('verifyEmail.validity')],
      action: { label: t('verifyEmail.action'), url },
    };
  },

  resetPassword: (language: Language, name: string, url: string): MailContent => {
    const t = text(language);
    const site = { site: siteName(language) };
    return {
      language,
      subject: t('resetPassword.subject', site),
      greeting: name,
      paragraphs: [t('resetPassword.request'), t('resetPassword.ignore')],
      action: { label: t('resetPassword.action'), url },
    };
  },

  signUpAttempt: (language: Language, name: string, forgotUrl: string): MailContent => {
    const t = text(language);
    const site = { site: siteName(language) };
    return {
      language,
      subject: t('signUpAttempt.subject', site),
      greeting: name,
      paragraphs: [t('signUpAttempt.attempt'), t('signUpAttempt.next')],
      action: { label: t('signUpAttempt.action'), url: forgotUrl },
    };
  },

  passwordChanged: (language: Language, name: string, forgotUrl: string): MailContent => {
    const t = text(language);
    const site = { site: siteName(language) };
    return {
      language,
      subject: t('passwordChanged.subject', site),
      greeting: name,
      paragraphs: [t('passwordChanged.changed'), t('passwordChanged.warning')],
      action: { label: t('passwordChanged.action'), url: forgotUrl },
    };
  },
};
