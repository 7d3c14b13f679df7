import type { ResourceRecord } from '../providers/resources';

/** A report as the admin API answers it. */
export type Report = ResourceRecord<'reports'>;
