import { changedFields } from './changes';
import type { ResourceCreate, ResourceName, ResourceUpdate } from './resources';

/** A multipart body's field names, as the API document names them for the resource's create and update. */
type BodyField<R extends ResourceName> = (keyof ResourceCreate<R> | keyof ResourceUpdate<R>) & string;

interface MultipartSpec<R extends ResourceName> {
  /** The text fields */
  fields: BodyField<R>[];
  /** Each upload: the API's file field → the form input holding it (a react-admin FileInput value, {rawFile}) */
  files: Partial<Record<BodyField<R>, string>>;
}

/** Checked against the routes' multipart bodies: a renamed field fails to compile. */
const spec = <R extends ResourceName>(_resource: R, value: MultipartSpec<R>): MultipartSpec<R> => value;

/**
 * The resources whose create and update are multipart: the text fields the API accepts, and the form input holding
 * each upload under the API's file name. Uploads use their own form source so the record's current image URL is never
 * sent back.
 */
export const MULTIPART: Record<string, { fields: string[]; files: Record<string, string | undefined> } | undefined> = {
  categories: spec('categories', { fields: ['title', 'titleHi', 'metaTitle', 'metaDescription'], files: { image: 'newImage' } }),
  locations: spec('locations', {
    fields: ['state', 'district', 'stateHi', 'districtHi', 'metaTitle', 'metaDescription', 'canonicalLink', 'locationDescription', 'h1Tag', 'h2Tag', 'latitude', 'longitude'],
    files: { stateImage: 'newStateImage' },
  }),
  blogs: spec('blogs', { fields: ['title', 'description'], files: { photo: 'newPhoto' } }),
};

const rawFile = (value: unknown): File | undefined => {
  const file = (value as { rawFile?: unknown } | null | undefined)?.rawFile;
  return file instanceof File ? file : undefined;
};

/** The FormData to send: on create every filled field, on update only the changed ones. */
export function toFormData(resource: string, data: Record<string, unknown>, previous?: Record<string, unknown>): FormData {
  const form = new FormData();
  const multipart = MULTIPART[resource];
  if (!multipart) return form;
  const values = previous ? changedFields(data, previous) : data;
  for (const field of multipart.fields) {
    const value = values[field];
    if (value === undefined || (!previous && value === null)) continue;
    form.append(field, value === null ? '' : String(value));
  }
  for (const [apiName, source] of Object.entries(multipart.files)) {
    const file = source === undefined ? undefined : rawFile(data[source]);
    if (file) form.append(apiName, file);
  }
  return form;
}

/** True when the FormData has nothing to send (an update with no change). */
export const isEmpty = (form: FormData): boolean => form.keys().next().done === true;
