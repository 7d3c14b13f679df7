/**
 * What a user may agree to beyond the service they signed up for (docs/decisions/0038-consent.md). Mails about
 * the account, its security, a top-up's outcome and breaches are part of the service and are no purpose here.
 */
export enum ConsentPurpose {
  /** Mails about one's ads: expiring, expired, promotion ended, taken down, approved or rejected (users.notifyAds). */
  AdMails = 'ad-mails',
  /** A mail with the text of a new message from a buyer or seller (users.notifyMessages). */
  MessageMails = 'message-mails',
  /** One saved search's alert mails (the record's scope names the search: `search-12`). */
  SearchAlerts = 'search-alerts',
  /** The privacy notice was shown and acknowledged (granted is always true; its version is the record's). */
  Notice = 'privacy-notice',
}

/** Where the user gave or withdrew it. */
export enum ConsentSource {
  SignUp = 'sign-up',
  Profile = 'profile',
  /** The link in a mail, followed on the storefront's /unsubscribe page or posted by a mail app (RFC 8058 one-click). */
  MailLink = 'mail-link',
  /** The changed-notice dialog shown once to a signed-in user. */
  Notice = 'notice',
  /** Saving (or deleting) a saved search on the storefront. */
  SavedSearch = 'saved-search',
}
