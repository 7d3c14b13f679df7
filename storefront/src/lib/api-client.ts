import { currentLanguage, t } from '../i18n';
import { navigateTo } from './navigation';
import { notify } from './notify';
import { clearSession, getToken } from './session';

/**
 * The one way the storefront talks to the API (/api): adds the bearer token, reads `detail` from
 * error answers and shows it to the user, and ends the session when the API refuses its token.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false: the caller shows the failure itself (for example a 404 that means "none", or a form
   * with its own seed message); a function: only the failures it returns true for are shown here.
   * The 401 handling happens either way.
   */
  notifyErrors?: boolean | ((error: ApiError) => boolean);
  /**
   * For calls that move money: sent as `Idempotency-Key`, so the server answers a repeat of this
   * call as it answered the first and moves no money twice. One key per click (`newIdempotencyKey`).
   */
  idempotencyKey?: string;
  /** More headers, such as a solved challenge's `X-Challenge` (lib/challenge.ts). */
  headers?: Record<string, string>;
}

/** A fresh key for one intended money operation. crypto.randomUUID exists only on https and localhost. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const FALLBACK_MESSAGES = { 401: 'common.api.status401', 403: 'common.api.status403', 404: 'common.api.status404', 413: 'common.api.status413', 429: 'common.api.status429' } as const;

/**
 * A 401 to a call that sent the token means the session has ended (logged out elsewhere, password
 * changed or reset, account blocked): the API refuses a revoked token even on routes that work without
 * one. Not for the log-in itself (wrong password) or the log-out (its caller clears the session anyway).
 */
const NOT_A_SESSION_CHECK = /^\/auth\/(login|logout)$/;

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const detail =
    typeof record.detail === 'string' && record.detail
      ? record.detail
      : status in FALLBACK_MESSAGES
        ? t(FALLBACK_MESSAGES[status as keyof typeof FALLBACK_MESSAGES])
        : t('common.api.failed', { status: `${status}${statusText ? ` ${statusText}` : ''}` });
  const errors = record.errors && typeof record.errors === 'object' ? (record.errors as Record<string, string>) : {};
  return new ApiError(status, detail, errors);
}

function endSession(): void {
  clearSession();
  notify.warning(t('common.api.sessionEndedTitle'), t('common.api.sessionEnded'));
  const from = window.location.pathname + window.location.search;
  navigateTo('/LogIn', { replace: true, state: { from } });
}

const shouldNotify = (notifyErrors: RequestOptions['notifyErrors'], error: ApiError) => (typeof notifyErrors === 'function' ? notifyErrors(error) : notifyErrors !== false);

/** For a form's call: refusals naming fields are shown beside them (lib/form-errors.ts), so only the others are toasted. */
export const unlessFieldErrors = (error: ApiError) => Object.keys(error.fieldErrors).length === 0;

/** The API's refusal to publish (post free, promote) for a seller whose e-mail is not verified yet. */
export function needsVerifiedEmail(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && 'email' in error.fieldErrors;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Sends the request with the token; answers the response when it is OK, else throws its ApiError (after the 401 handling and the toast). */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', query, body, signal, notifyErrors = true, idempotencyKey } = options;
  // The language tells the API which language a new account's mails are in.
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json', 'Accept-Language': currentLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    const attempt = () => fetch(buildUrl(path, query), { method, headers, body: payload, signal });
    // A money call whose answer was lost on a bad network is safe to send again with its key.
    response = await attempt().catch((error: unknown) => (idempotencyKey && !isAbort(error) ? attempt() : Promise.reject(error)));
  } catch (error) {
    if (isAbort(error)) throw error;
    const networkError = new ApiError(0, t('common.api.unreachable'));
    if (shouldNotify(notifyErrors, networkError)) notify.error(t('common.api.networkError'), networkError.detail);
    throw networkError;
  }
  if (response.ok) return response;

  const error = toApiError(response.status, response.statusText, await readBody(response));
  // Only while the token that was refused is still the stored one: a page's parallel calls end the session once.
  if (response.status === 401 && token && token === getToken() && !NOT_A_SESSION_CHECK.test(path)) {
    endSession();
  } else if (shouldNotify(notifyErrors, error)) {
    notify.error(error.detail);
  }
  throw error;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await send(path, options))) as T;
}

/** The file named by Content-Disposition (`attachment; filename="…"`), or undefined. */
function attachmentName(response: Response): string | undefined {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1];
}

/**
 * A file the API sends as an attachment but only to a signed-in caller: a plain link would carry no
 * token, so it is fetched here (same token, errors and 401 handling as any call) for the page to save.
 */
export async function apiDownload(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<{ blob: Blob; filename?: string }> {
  const response = await send(path, { ...options, method: 'GET' });
  return { blob: await response.blob(), filename: attachmentName(response) };
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
