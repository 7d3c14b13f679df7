export enum ReportStatus {
  Open = 'OPEN',
  /** The ad was deactivated. */
  Resolved = 'RESOLVED',
  Dismissed = 'DISMISSED',
}
