/** Deep-enough equality for form values (arrays, plain objects); an emptied input (null) equals ''. */
const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * The fields of `data` that differ from `previous`. The API's PUT bodies are strict (unknown
 * fields are refused with 400), so the console sends only what the admin changed.
 */
export function changedFields(data: Record<string, unknown>, previous: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => key !== 'id' && !same(value, previous[key])));
}
