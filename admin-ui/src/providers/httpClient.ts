import { fetchUtils, HttpError } from 'react-admin';
import { i18nProvider } from './i18nProvider';
import { session } from './session';

interface ErrorBody {
  detail?: string;
  errors?: Record<string, string>;
}

/**
 * The console's one way to the API: every call (openapi-fetch's client in apiClient.ts, ra-data-simple-rest
 * through `httpClient` below) goes through here. It adds the bearer token and the console's language
 * (Accept-Language: the API writes its messages in it), and turns a failure into react-admin's HttpError.
 * The server answers every failure with {detail, errors?} (docs/api.md, "Conventions"): `detail` becomes the
 * error's message, and `errors` the field errors react-admin marks on the form (root.serverError is what its
 * "form invalid" notice shows). What a 401/403 does (the session ends) is decided once, in authProvider.checkError.
 */
export async function apiFetch(request: Request): Promise<Response> {
  const token = session.token();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  request.headers.set('Accept-Language', i18nProvider.getLocale());
  if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
  const response = await fetch(request);
  if (!response.ok) throw await toHttpError(response);
  return response;
}

async function toHttpError(response: Response): Promise<HttpError> {
  const text = await response.text().catch(() => '');
  let body: ErrorBody = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as ErrorBody;
  } catch {
    // Not JSON (a proxy's error page): the status says what there is to say.
  }
  const detail = body.detail || response.statusText || `Request failed with status ${response.status}`;
  const fieldErrors = body.errors && Object.keys(body.errors).length ? { ...body.errors, root: { serverError: detail } } : undefined;
  return new HttpError(detail, response.status, { ...body, errors: fieldErrors });
}

/** fetchUtils.fetchJson's contract, over apiFetch: what ra-data-simple-rest calls (providers/dataProvider.ts). */
export async function httpClient(url: string, options: fetchUtils.Options = {}): Promise<{ status: number; headers: Headers; body: string; json: unknown }> {
  const headers = new Headers(options.headers);
  if (typeof options.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const response = await apiFetch(new Request(url, { ...options, headers }));
  const body = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined; // an empty answer (204)
  }
  return { status: response.status, headers: response.headers, body, json };
}

/** The message to show for a failed call. */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error');

/** True when the failure marked form fields (react-admin then notifies the detail itself). */
export const hasFieldErrors = (error: unknown): boolean => error instanceof HttpError && !!(error.body as ErrorBody | undefined)?.errors;
