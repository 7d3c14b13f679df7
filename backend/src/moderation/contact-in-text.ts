/** What to do with phone numbers, e-mail addresses and links written inside an ad's text. */
export enum ContactInText {
  Refuse = 'REFUSE',
  Mask = 'MASK',
}
