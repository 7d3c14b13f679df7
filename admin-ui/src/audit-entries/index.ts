import { AuditEntryList } from './AuditEntryList';

/** List only: the API has no route that creates, edits or deletes an entry. */
export default { list: AuditEntryList };
