import type { FormInstance } from 'antd/es/form';
import { ApiError } from './api-client';

/**
 * Puts the API's per-field messages (`errors: {field: message}`) beside the fields. The API starts a
 * message with the field's name ("displayName must not…"); with `labels` that name reads as the form's label.
 * Answers whether it marked any field: the form then shows the refusal, and no toast should repeat it.
 */
export function showFieldErrors(form: FormInstance, error: unknown, labels: Record<string, string> = {}): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = Object.entries(error.fieldErrors).map(([name, message]) => ({
    // A nested field's message (`details.rate`) belongs to the form's field at that path (['details', 'rate']).
    name: name.includes('.') ? name.split('.') : name,
    errors: [labels[name] && message.startsWith(`${name} `) ? `${labels[name]}${message.slice(name.length)}` : message],
  }));
  if (fields.length) form.setFields(fields);
  return fields.length > 0;
}

export function errorDetail(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}
