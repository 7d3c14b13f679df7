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
/** A detail field of a category (issue 44): what its post form asks for and its results page filters by. */
export type CategoryField = ApiSchemas['CategoryFieldDto'];
/** A detail an ad gives, as its page (every one) and its card (those shown on cards) carry it. */
export type AdDetailValue = ApiSchemas['AdDetailValueDto'];
