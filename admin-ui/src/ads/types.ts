import type { ApiSchemas } from '../providers/api-types';

/** An ad as the admin resource returns it. */
export type Ad = ApiSchemas['AdminAdDto'];

export const STATUS_CHOICES: { id: Ad['status']; name: string }[] = [
  { id: 'ACTIVE', name: 'Activated' },
  { id: 'INACTIVE', name: 'Inactivated' },
];
