export enum BlacklistKind {
  /** A word or phrase that may not appear in an ad's title or description */
  Word = 'WORD',
  /** A mobile number (10 digits) that may not be advertised */
  Phone = 'PHONE',
  /** An e-mail domain that may not sign up (disposable mail services) */
  EmailDomain = 'EMAIL_DOMAIN',
}
