export enum ReportReason {
  Spam = 'SPAM',
  Fraud = 'FRAUD',
  Underage = 'UNDERAGE',
  Offensive = 'OFFENSIVE',
  WrongCategory = 'WRONG_CATEGORY',
  Other = 'OTHER',
}
