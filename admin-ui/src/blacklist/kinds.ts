export const BLACKLIST_KINDS = [
  { id: 'WORD', name: 'Word or phrase' },
  { id: 'PHONE', name: 'Phone number' },
  { id: 'EMAIL_DOMAIN', name: 'E-mail domain' },
];
