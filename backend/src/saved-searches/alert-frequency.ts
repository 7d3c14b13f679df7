export enum AlertFrequency {
  Instant = 'instant',
  Daily = 'daily',
}
