import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './api-schema';
import { apiFetch } from './httpClient';

/**
 * openapi-fetch bound to the generated `paths` (api-schema.d.ts): each call's route, parameters, body and answer
 * come from the API document, so a renamed route or a moved field fails `tsc`. Its fetch is apiFetch, the one
 * place that adds the token and turns failures into HttpError; a call therefore either answers or throws.
 */
export type ApiClient = Client<paths>;

/** `baseUrl` is the API's origin: '' in the browser (the console is served by the API), a test server's address in tests. */
export const createApiClient = (baseUrl = ''): ApiClient => createClient<paths>({ baseUrl, fetch: apiFetch });

export const apiClient = createApiClient();

/** What a call answered: apiFetch has already thrown an HttpError for any failure. */
export async function answer<Result extends { data?: unknown }>(call: Promise<Result>): Promise<Exclude<Result['data'], undefined>> {
  return (await call).data as Exclude<Result['data'], undefined>;
}
