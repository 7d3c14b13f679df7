import type { FormInstance } from 'antd/es/form';
import { ApiError } from './api-client';

/**
 * Puts the API's per-field messages (`errors: {field: message}`) beside the fields. The API starts a
 * message with the field's name ("displayName must not…"); with `labels` that name reads as the form's label.
 */
export function showFieldErrors(form: FormInstance, error: unknown, labels: Record<string, string> = {}): void {
  if (!(error instanceof ApiError)) return;
  const fields = Object.entries(error.fieldErrors).map(([name, message]) => ({
    name,
    errors: [labels[name] && message.startsWith(`${name} `) ? `${labels[name]}${message.slice(name.length)}` : message],
  }));
  if (fields.length) form.setFields(fields);
}

export function errorDetail(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}
