import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../api/schema';
import { currentLanguage, t } from '../i18n';
import { navigateTo } from './navigation';
import { notify } from './notify';
import { clearSession, getToken } from './session';

/**
 * The one way the storefront talks to the API: `api.GET('/api/…', {params})` (openapi-fetch), whose path,
 * parameters, body and answer are those of the generated `paths` (api/schema.d.ts), so a renamed route or a moved
 * field fails the type check; then `unwrap(…)`, which answers the data or throws an ApiError. The middleware below
 * adds the bearer token and the language and ends the session when the API refuses its token; `unwrap` reads
 * `detail` from error answers and shows it to the user.
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

export interface CallOptions {
  /**
   * false: the caller shows the failure itself (for example a 404 that means "none", or a form
   * with its own seed message); a function: only the failures it returns true for are shown here.
   * The 401 handling happens either way.
   */
  notifyErrors?: boolean | ((error: ApiError) => boolean);
}

/** A fresh key for one intended money operation. crypto.randomUUID exists only on https and localhost. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * For calls that move money: sent as `Idempotency-Key`, so the server answers a repeat of this call as it answered
 * the first and moves no money twice. One key per click; a call whose answer was lost on the network is sent again
 * with it (`retryingFetch`).
 */
export const idempotent = () => ({ 'Idempotency-Key': newIdempotencyKey() });

const FALLBACK_MESSAGES = { 401: 'common.api.status401', 403: 'common.api.status403', 404: 'common.api.status404', 413: 'common.api.status413', 429: 'common.api.status429' } as const;

/**
 * A 401 to a call that sent the token means the session has ended (logged out elsewhere, password
 * changed or reset, account blocked): the API refuses a revoked token even on routes that work without
 * one. Not for the log-in itself (wrong password) or the log-out (its caller clears the session anyway).
 */
const NOT_A_SESSION_CHECK = new Set(['/api/auth/login', '/api/auth/logout']);

/** Answers whose 401 ended the session: no toast repeats the session-ended notice. */
const endedSession = new WeakSet<Response>();

function endSession(): void {
  clearSession();
  notify.warning(t('common.api.sessionEndedTitle'), t('common.api.sessionEnded'));
  const from = window.location.pathname + window.location.search;
  navigateTo('/LogIn', { replace: true, state: { from } });
}

const session: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept', 'application/json');
    // The language tells the API which language a new account's mails are in.
    request.headers.set('Accept-Language', currentLanguage());
    const token = getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
  onResponse({ request, response, schemaPath }) {
    if (response.status !== 401 || NOT_A_SESSION_CHECK.has(schemaPath)) return;
    const sent = request.headers.get('Authorization')?.replace(/^Bearer /, '');
    if (!sent) return;
    // No toast repeats the session-ended notice, and only while the token that was refused is still the stored one
    // is the session ended: a page's parallel calls end it once.
    endedSession.add(response);
    if (sent === getToken()) endSession();
  },
};

export function isAbort(error: unknown): boolean {
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
}

/** A money call (one with an Idempotency-Key) whose answer was lost on a bad network is safe to send again with its key. */
function retryingFetch(request: Request): Promise<Response> {
  const again = request.headers.has('Idempotency-Key') ? request.clone() : undefined;
  return globalThis.fetch(request).catch((error: unknown) => (again && !isAbort(error) ? globalThis.fetch(again) : Promise.reject(error)));
}

/** Query parameters as the API reads them: empty ones left out, a list as `a,b`. */
function querySerializer(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** Same origin (the backend serves the storefront); absolute, as a Request needs outside a page (the unit tests). */
export const api = createClient<paths>({ baseUrl: globalThis.location?.origin ?? '', fetch: retryingFetch, querySerializer });
api.use(session);

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

const shouldNotify = (notifyErrors: CallOptions['notifyErrors'], error: ApiError) => (typeof notifyErrors === 'function' ? notifyErrors(error) : notifyErrors !== false);

/** For a form's call: refusals naming fields are shown beside them (lib/form-errors.ts), so only the others are toasted. */
export const unlessFieldErrors = (error: ApiError) => Object.keys(error.fieldErrors).length === 0;

/** The API's refusal to publish (post free, promote) for a seller whose e-mail is not verified yet. */
export function needsVerifiedEmail(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403 && 'email' in error.fieldErrors;
}

/** What openapi-fetch answers: the typed data when OK, else the error body; either way the response. */
interface Answer<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * Waits for an `api` call: answers its data and response when OK, else throws its ApiError (after the toast, unless
 * the 401 ended the session). A network failure is an ApiError with status 0; an abort is rethrown as it is.
 */
export async function settle<Data>(call: Promise<Answer<Data>>, { notifyErrors = true }: CallOptions = {}): Promise<{ data: Data; response: Response }> {
  let answer: Answer<Data>;
  try {
    answer = await call;
  } catch (error) {
    if (isAbort(error)) throw error;
    const networkError = new ApiError(0, t('common.api.unreachable'));
    if (shouldNotify(notifyErrors, networkError)) notify.error(t('common.api.networkError'), networkError.detail);
    throw networkError;
  }
  const { response } = answer;
  if (response.ok) return { data: answer.data as Data, response };
  const error = toApiError(response.status, response.statusText, answer.error);
  if (!endedSession.has(response) && shouldNotify(notifyErrors, error)) notify.error(error.detail);
  throw error;
}

/** `settle` for the data alone: `unwrap(api.GET('/api/…', {…}))`. */
export async function unwrap<Data>(call: Promise<Answer<Data>>, options?: CallOptions): Promise<Data> {
  return (await settle(call, options)).data;
}

/** The file named by Content-Disposition (`attachment; filename="…"`), or undefined. */
export function attachmentName(response: Response): string | undefined {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1];
}
