import type { ApiSchemas } from '../providers/api-types';

/** Names are translation keys (react-admin's inputs translate their choices). */
export const BLACKLIST_KINDS: { id: ApiSchemas['BlacklistEntryDto']['kind']; name: string }[] = [
  { id: 'WORD', name: 'app.blacklist.kinds.WORD' },
  { id: 'PHONE', name: 'app.blacklist.kinds.PHONE' },
  { id: 'EMAIL_DOMAIN', name: 'app.blacklist.kinds.EMAIL_DOMAIN' },
];
