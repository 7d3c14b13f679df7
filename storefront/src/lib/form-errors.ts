import type { FormInstance } from 'antd/es/form';
import { ApiError } from './api-client';

/** Puts the API's per-field messages (`errors: {field: message}`) beside the fields. */
export function showFieldErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError)) return;
  const fields = Object.entries(error.fieldErrors).map(([name, message]) => ({ name, errors: [message] }));
  if (fields.length) form.setFields(fields);
}

export function errorDetail(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}
