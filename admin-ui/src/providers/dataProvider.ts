import simpleRestProvider from 'ra-data-simple-rest';
import { combineDataProviders, type DataProvider, type Identifier } from 'react-admin';
import { changedFields } from './changes';
import { httpClient } from './httpClient';
import { isEmpty, MULTIPART, toFormData } from './multipart';

/** Resources served under /api/admin rather than /api/admin/ra. */
const ADMIN_RESOURCES = new Set(['packages', 'time-slots', 'blogs', 'blacklist']);

/** Beside the CRUD methods: PUT <resource>/:id/<action> with an optional JSON body (the review queue's approve and reject). */
export interface ConsoleDataProvider extends DataProvider {
  putAction: <T>(resource: string, params: { id: Identifier; action: string; data?: object }) => Promise<{ data: T }>;
}

/**
 * ra-data-simple-rest, with updates cut down to the changed fields and multipart bodies for the
 * resources that take an image.
 */
function restProvider(apiUrl: string): ConsoleDataProvider {
  const base = simpleRestProvider(apiUrl, httpClient);
  const url = (resource: string, id?: string | number) => `${apiUrl}/${resource}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;
  return {
    ...base,
    create: async (resource, params) => {
      if (!MULTIPART[resource]) return base.create(resource, params);
      const { json } = await httpClient(url(resource), { method: 'POST', body: toFormData(resource, params.data) });
      return { data: json };
    },
    update: async (resource, params) => {
      const previous = params.previousData ?? {};
      if (MULTIPART[resource]) {
        const body = toFormData(resource, params.data, previous);
        if (isEmpty(body)) return { data: previous };
        const { json } = await httpClient(url(resource, params.id), { method: 'PUT', body });
        return { data: json };
      }
      const data = changedFields(params.data, previous);
      if (!Object.keys(data).length) return { data: previous };
      return base.update(resource, { ...params, data });
    },
    putAction: async (resource, { id, action, data }) => {
      const { json } = await httpClient(`${url(resource, id)}/${action}`, { method: 'PUT', body: data === undefined ? undefined : JSON.stringify(data) });
      return { data: json };
    },
  };
}

const ra = restProvider('/api/admin/ra');
const admin = restProvider('/api/admin');

export const dataProvider = combineDataProviders((resource) => (ADMIN_RESOURCES.has(resource) ? admin : ra)) as ConsoleDataProvider;
