/** How buyers reach the seller: always by messages; the phone (and a WhatsApp link) only if the seller wants. */
export enum AdContact {
  Messages = 'MESSAGES',
  Phone = 'PHONE',
  WhatsApp = 'WHATSAPP',
}
