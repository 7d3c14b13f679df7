import { navigateTo } from './navigation';
import { notify } from './notify';
import { clearSession, getToken } from './session';

/**
 * The one way the storefront talks to the API (/api): adds the bearer token, reads `detail` from
 * error answers and shows it to the user, and ends the session on a 401 from a seller call.
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

type Query = Record<string, string | number | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * false: the caller shows the failure itself (for example a 404 that means "none", or a form
   * with its own seed message). The 401 handling of seller calls happens either way.
   */
  notifyErrors?: boolean;
  /**
   * For calls that move money: sent as `Idempotency-Key`, so the server answers a repeat of this
   * call as it answered the first and moves no money twice. One key per click (`newIdempotencyKey`).
   */
  idempotencyKey?: string;
}

/** A fresh key for one intended money operation. crypto.randomUUID exists only on https and localhost. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const FALLBACK_MESSAGES: Record<number, string> = {
  401: 'Please log in to continue.',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  413: 'The file is too large.',
  429: 'Too many attempts. Please wait a little and try again.',
};

/** Calls that need a seller's session: a 401 there means the stored token is no longer valid. */
const SESSION_PATHS = /^\/(seller|auth\/me)(\/|$)/;

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
  const detail = typeof record.detail === 'string' && record.detail ? record.detail : (FALLBACK_MESSAGES[status] ?? `Request failed (${status}${statusText ? ` ${statusText}` : ''}).`);
  const errors = record.errors && typeof record.errors === 'object' ? (record.errors as Record<string, string>) : {};
  return new ApiError(status, detail, errors);
}

function endSession(): void {
  clearSession();
  notify.warning('Please log in again', 'Your session has ended.');
  const from = window.location.pathname + window.location.search;
  navigateTo('/LogIn', { replace: true, state: { from } });
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, notifyErrors = true, idempotencyKey } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
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
    const send = () => fetch(buildUrl(path, query), { method, headers, body: payload, signal });
    // A money call whose answer was lost on a bad network is safe to send again with its key.
    response = await send().catch((error: unknown) => (idempotencyKey && !isAbort(error) ? send() : Promise.reject(error)));
  } catch (error) {
    if (isAbort(error)) throw error;
    const networkError = new ApiError(0, 'Cannot reach Bazaar. Please check your connection and try again.');
    if (notifyErrors) notify.error('Network error', networkError.detail);
    throw networkError;
  }

  const data = await readBody(response);
  if (response.ok) return data as T;

  const error = toApiError(response.status, response.statusText, data);
  if (response.status === 401 && SESSION_PATHS.test(path)) {
    endSession();
  } else if (notifyErrors) {
    notify.error(error.detail);
  }
  throw error;
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
