/** Where a complaint stands: an appeal reopens a closed one with a new 15-day clock. */
export enum ComplaintStatus {
  Open = 'OPEN',
  Closed = 'CLOSED',
  Appealed = 'APPEALED',
}
