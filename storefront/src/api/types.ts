import type { ApiSchemas } from './schema';

/**
 * The API's shapes, from schema.d.ts: generated from the backend's OpenAPI document by
 * `npm run api:types`, never written by hand, with the helpers ApiSchemas, ApiAnswer and ApiQuery.
 * The names below are the ones the storefront uses.
 */
export type { ApiAnswer, ApiQuery, ApiSchemas } from './schema';

export type Category = ApiSchemas['CategoryDto'];
export type State = ApiSchemas['StateDto'];
export type District = ApiSchemas['DistrictDto'];
export type TimeSlot = ApiSchemas['TimeSlotDto'];
export type AdImage = ApiSchemas['ImageDto'];
export type AdSummary = ApiSchemas['AdSummaryDto'];
export type AdDetail = ApiSchemas['AdDetailDto'];
