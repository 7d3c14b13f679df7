import type { ApiSchemas } from '../providers/api-types';

/** A report as the admin API answers it. */
export type Report = ApiSchemas['ReportDto'];
