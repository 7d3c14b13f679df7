/** What a push can be about; each can be turned off on its own (PushSettings). */
export enum PushKind {
  Messages = 'messages',
  SearchAlerts = 'searchAlerts',
  AdExpiry = 'adExpiry',
}
