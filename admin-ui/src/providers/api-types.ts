import type { components, paths } from './api-schema';

/**
 * The API's shapes, from api-schema.d.ts: generated from the backend's OpenAPI document by
 * `npm run api:types`, never written by hand. The records of the console's resources are these.
 */
export type ApiSchemas = components['schemas'];

type JsonOf<Response> = Response extends { content: { 'application/json': infer Json } } ? Json : never;

/** What an endpoint answers when it succeeds (200 or 201), for answers that have no schema name of their own. */
export type ApiAnswer<Path extends keyof paths, Method extends 'get' | 'post' | 'put' | 'delete'> = paths[Path][Method] extends {
  responses: infer Responses;
}
  ? JsonOf<Responses[200 & keyof Responses]> | JsonOf<Responses[201 & keyof Responses]>
  : never;
