import type { ApiSchemas } from '../providers/api-types';

export const BLACKLIST_KINDS: { id: ApiSchemas['BlacklistEntryDto']['kind']; name: string }[] = [
  { id: 'WORD', name: 'Word or phrase' },
  { id: 'PHONE', name: 'Phone number' },
  { id: 'EMAIL_DOMAIN', name: 'E-mail domain' },
];
