/** A react-admin list URL with its filter, e.g. listUrl('/ads', {status: 'ACTIVE'}). */
export const listUrl = (path: string, filter: Record<string, unknown> = {}): string => (Object.keys(filter).length ? `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) })}` : path);

/** The storefront's own pages (outside the console's /admin basename). */
export const STOREFRONT = { addPost: '/AddPost', ad: (id: number) => `/ad/listing/${id}` };
