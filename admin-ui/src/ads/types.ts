import type { ResourceRecord } from '../providers/resources';
import type { ApiSchemas } from '../providers/api-types';
import type { TakeDown } from '../common/take-down';

/** An ad as the admin resource returns it. */
export type Ad = ResourceRecord<'ads'>;

/** Names are translation keys (react-admin's inputs translate their choices). */
export const STATUS_CHOICES: { id: Ad['status']; name: string }[] = [
  { id: 'ACTIVE', name: 'app.common.activated' },
  { id: 'INACTIVE', name: 'app.common.inactivated' },
];

/** A take-down as PUT /api/admin/ra/ads/:id takes it, beside `status: 'INACTIVE'` (an empty note is not sent). */
export const takeDownFields = ({ reason, note }: TakeDown): Pick<ApiSchemas['UpdateAdResourceDto'], 'takeDownReason' | 'takeDownNote'> => ({
  takeDownReason: reason,
  ...(note ? { takeDownNote: note } : {}),
});
