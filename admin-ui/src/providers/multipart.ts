import type { ApiSchemas } from './api-types';
import { changedFields } from './changes';

/** Text fields of a multipart body: property names of the API's create schema (a renamed one fails to compile). */
const fieldsOf = <Dto>(...names: (keyof Dto & string)[]): string[] => names;

/**
 * The resources whose create and update are multipart: the text fields the API accepts, and the
 * form input holding each upload (a react-admin FileInput value, {rawFile}) under the API's file name.
 * Uploads use their own form source so the record's current image URL is never sent back.
 */
export const MULTIPART: Record<string, { fields: string[]; files: Record<string, string> }> = {
  categories: { fields: fieldsOf<ApiSchemas['CreateCategoryDto']>('title', 'titleHi', 'metaTitle', 'metaDescription'), files: { image: 'newImage' } },
  locations: {
    fields: fieldsOf<ApiSchemas['CreateLocationDto']>('state', 'district', 'stateHi', 'districtHi', 'metaTitle', 'metaDescription', 'canonicalLink', 'locationDescription', 'h1Tag', 'h2Tag'),
    files: { stateImage: 'newStateImage' },
  },
  blogs: { fields: fieldsOf<ApiSchemas['SaveBlogPostDto']>('title', 'description'), files: { photo: 'newPhoto' } },
};

const rawFile = (value: unknown): File | undefined => {
  const file = (value as { rawFile?: unknown } | null | undefined)?.rawFile;
  return file instanceof File ? file : undefined;
};

/** The FormData to send: on create every filled field, on update only the changed ones. */
export function toFormData(resource: string, data: Record<string, unknown>, previous?: Record<string, unknown>): FormData {
  const spec = MULTIPART[resource];
  const values = previous ? changedFields(data, previous) : data;
  const form = new FormData();
  for (const field of spec.fields) {
    const value = values[field];
    if (value === undefined || (!previous && value === null)) continue;
    form.append(field, value === null ? '' : String(value));
  }
  for (const [apiName, source] of Object.entries(spec.files)) {
    const file = rawFile(data[source]);
    if (file) form.append(apiName, file);
  }
  return form;
}

/** True when the FormData has nothing to send (an update with no change). */
export const isEmpty = (form: FormData): boolean => form.keys().next().done === true;
