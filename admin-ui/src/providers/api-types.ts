/**
 * The API's shapes, from api-schema.d.ts: generated from the backend's OpenAPI document by
 * `npm run api:types`, never written by hand, helpers included. The records of the console's resources are these.
 */
export type { ApiAnswer, ApiSchemas } from './api-schema';
