import type { ApiSchemas } from '../../../api/types';
import { normalisePhone } from '../../../lib/validation';

export type MyAd = ApiSchemas['MyAdDto'];
export type AdContact = NonNullable<ApiSchemas['CreateAdDto']['contact']>;

/** What the ad form collects: the API's ad fields, sent as multipart with the photos under `images`. */
export type AdInput = ApiSchemas['CreateAdDto'] & {
  /** New photos; on update, sending any replaces all the old ones. */
  images: File[];
};

/**
 * The multipart body for openapi-fetch: `body`, the ad's fields, is checked against the API document's body type;
 * `bodySerializer` sends them with the photos as the FormData the API reads.
 */
export function adBody(input: AdInput) {
  const { images: _images, ...fields } = input;
  return { body: fields, bodySerializer: () => toFormData(input) };
}

function toFormData(input: AdInput): FormData {
  const data = new FormData();
  data.append('title', input.title.trim());
  data.append('description', input.description.trim());
  data.append('categoryId', String(input.categoryId));
  data.append('locationId', String(input.locationId));
  data.append('phone', normalisePhone(input.phone));
  data.append('age', String(input.age));
  if (input.contact) data.append('contact', input.contact);
  // The details as JSON text, the way a multipart form carries an object (CreateAdDto.details).
  if (input.details) data.append('details', JSON.stringify(input.details));
  input.images.forEach((file) => data.append('images', file, file.name));
  return data;
}
