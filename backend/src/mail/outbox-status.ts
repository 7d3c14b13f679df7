// The status of an outbox's rows is shared by the mail and SMS outboxes (database/outbox-rounds.ts).
export { OutboxStatus } from '../database/outbox-status';
