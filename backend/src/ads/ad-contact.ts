/** How buyers reach the seller: always by messages; the phone (and a WhatsApp link) only if the seller wants. */
export enum AdContact {
  Messages = 'MESSAGES',
  Phone = 'PHONE',
  WhatsApp = 'WHATSAPP',
}

/** What buyers are offered: the phone and a WhatsApp link only for a number the seller proved theirs (issue 42). */
export const offeredContact = (contact: AdContact, phoneVerifiedAt: Date | string | null): AdContact => (phoneVerifiedAt ? contact : AdContact.Messages);
