import type { MailContent } from '../mail/mail-layout';
import { SITE_NAME } from '../mail/mail-layout';

/** The mails about an account itself: all essential, so none has an unsubscribe link. */
export const accountMails = {
  verifyEmail: (name: string, url: string): MailContent => ({
    subject: `Confirm your e-mail for ${SITE_NAME}`,
    greeting: name,
    paragraphs: [
      `Welcome to ${SITE_NAME}. Please confirm that this is your e-mail address; until you do, you can prepare ads but not publish them.`,
      'The link works for 7 days. If you did not sign up, ignore this mail and no account will be used in your name.',
    ],
    action: { label: 'Confirm my e-mail', url },
  }),

  resetPassword: (name: string, url: string): MailContent => ({
    subject: `Reset your ${SITE_NAME} password`,
    greeting: name,
    paragraphs: [
      'Someone (we hope you) asked to reset the password of your account. The link below works once, for one hour; choosing a new password signs you out everywhere else.',
      'If you did not ask, ignore this mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url },
  }),

  signUpAttempt: (name: string, forgotUrl: string): MailContent => ({
    subject: `Someone tried to sign up to ${SITE_NAME} with your e-mail`,
    greeting: name,
    paragraphs: [
      'Someone tried to create a new account with this e-mail address, which already has one. Nothing was changed.',
      'If it was you, sign in with your password, or reset it if you have forgotten it. If it was not you, you need do nothing.',
    ],
    action: { label: 'Reset my password', url: forgotUrl },
  }),

  passwordChanged: (name: string, forgotUrl: string): MailContent => ({
    subject: `Your ${SITE_NAME} password was changed`,
    greeting: name,
    paragraphs: ['The password of your account was just changed, and every other signed-in device was signed out.', 'If you did not do this, reset your password now: someone else may know it.'],
    action: { label: 'Reset my password', url: forgotUrl },
  }),
};
