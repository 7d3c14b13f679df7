import type { ResourceRecord } from '../providers/resources';

/** A payment as the admin API answers it; `reviewedBy` is the e-mail of the admin who last set the status. */
export type Payment = ResourceRecord<'payments'>;

/** A status's translation key (app.payments.statuses); one the server adds later shows as it comes (translate's `_`). */
export const statusKey = (status: string) => `app.payments.statuses.${status}`;
