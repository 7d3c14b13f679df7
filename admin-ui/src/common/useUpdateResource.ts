import { useUpdate, type Identifier } from 'react-admin';
import type { ResourceName, ResourceRecord, ResourceUpdate } from '../providers/resources';

type Options = Parameters<ReturnType<typeof useUpdate>[0]>[2];

/**
 * react-admin's useUpdate for one resource, with its name and the body checked against the API document
 * (providers/resources.ts): a field the API renames or drops fails the type check where it is sent.
 */
export function useUpdateResource<R extends ResourceName>(resource: R) {
  const [update, state] = useUpdate();
  const send = (params: { id: Identifier; data: ResourceUpdate<R>; previousData: ResourceRecord<R> }, options?: Options) => update(resource, params, options);
  return [send, state] as const;
}
