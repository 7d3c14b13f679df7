import { fetchUtils, HttpError } from 'react-admin';
import { i18nProvider } from './i18nProvider';
import { session } from './session';

interface ErrorBody {
  detail?: string;
  errors?: Record<string, string>;
}

/**
 * fetchJson with the bearer token. The server answers every failure with {detail, errors?}
 * (docs/api.md, "Conventions"): `detail` becomes the error's message, and `errors` the field errors
 * react-admin marks on the form (root.serverError is what its "form invalid" notice shows), both written in
 * the console's language, which Accept-Language tells the API.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = session.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', i18nProvider.getLocale());
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    throw toReadableError(error);
  }
}

function toReadableError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? {}) as ErrorBody;
  const detail = body.detail || error.message || `Request failed with status ${error.status}`;
  const fieldErrors = body.errors && Object.keys(body.errors).length ? { ...body.errors, root: { serverError: detail } } : undefined;
  return new HttpError(detail, error.status, { ...body, errors: fieldErrors });
}

/** The message to show for a failed call. */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error');

/** True when the failure marked form fields (react-admin then notifies the detail itself). */
export const hasFieldErrors = (error: unknown): boolean => error instanceof HttpError && !!(error.body as ErrorBody | undefined)?.errors;
