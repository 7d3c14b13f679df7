import type { ApiSchemas } from '../providers/api-types';

/** A payment as the admin API answers it; `reviewedBy` is the e-mail of the admin who last set the status. */
export type Payment = ApiSchemas['PaymentDto'];
