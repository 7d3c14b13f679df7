import type { components, paths } from './schema';

/**
 * The API's shapes, from schema.d.ts: generated from the backend's OpenAPI document by
 * `npm run api:types`, never written by hand. The names below are the ones the storefront uses.
 */
export type ApiSchemas = components['schemas'];

type JsonOf<Response> = Response extends { content: { 'application/json': infer Json } } ? Json : never;

/** What an endpoint answers when it succeeds (200 or 201), for answers that have no schema name of their own. */
export type ApiAnswer<Path extends keyof paths, Method extends 'get' | 'post' | 'put' | 'delete'> = paths[Path][Method] extends {
  responses: infer Responses;
}
  ? JsonOf<Responses[200 & keyof Responses]> | JsonOf<Responses[201 & keyof Responses]>
  : never;

/** An endpoint's query parameters. */
export type ApiQuery<Path extends keyof paths, Method extends 'get' | 'post' | 'put' | 'delete'> = paths[Path][Method] extends {
  parameters: { query?: infer Query };
}
  ? NonNullable<Query>
  : never;

export type Category = ApiSchemas['CategoryDto'];
export type State = ApiSchemas['StateDto'];
export type District = ApiSchemas['DistrictDto'];
export type TimeSlot = ApiSchemas['TimeSlotDto'];
export type AdImage = ApiSchemas['ImageDto'];
export type AdSummary = ApiSchemas['AdSummaryDto'];
export type AdDetail = ApiSchemas['AdDetailDto'];
