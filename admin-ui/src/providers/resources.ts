import type { ApiAnswer, paths } from './api-schema';

type Path = keyof paths;

/** A route the API document has, as a collection (`…/ads`) or through its items (`…/ads/{id}`). */
type ResourcePath = { [P in Path]: P extends `${infer Collection}/{id}` ? Collection : P }[Path];

/**
 * The console's react-admin resources and the route each is served at (ra-data-simple-rest's dialect: list with
 * sort, range, filter and Content-Range; get, create, update, delete by id). Checked against the generated
 * `paths`: a route renamed in the API fails the type check here; App.tsx declares a <Resource> for each name and
 * no other.
 */
export const RESOURCES = {
  'review-queue': '/api/admin/ra/review-queue',
  'photo-verifications': '/api/admin/ra/photo-verifications',
  ads: '/api/admin/ra/ads',
  categories: '/api/admin/ra/categories',
  'category-fields': '/api/admin/ra/category-fields',
  reports: '/api/admin/ra/reports',
  'reported-ads': '/api/admin/ra/reported-ads',
  complaints: '/api/admin/complaints',
  users: '/api/admin/ra/users',
  payments: '/api/admin/ra/payments',
  'qr-codes': '/api/admin/ra/qr-codes',
  blogs: '/api/admin/blogs',
  descriptions: '/api/admin/ra/descriptions',
  locations: '/api/admin/ra/locations',
  'popular-locations': '/api/admin/ra/popular-locations',
  packages: '/api/admin/packages',
  'time-slots': '/api/admin/time-slots',
  blacklist: '/api/admin/blacklist',
  'rejection-reasons': '/api/admin/ra/rejection-reasons',
  'moderation-settings': '/api/admin/ra/moderation-settings',
  'site-settings': '/api/admin/ra/site-settings',
  'audit-entries': '/api/admin/ra/audit-entries',
  breaches: '/api/admin/ra/breaches',
} as const satisfies Record<string, ResourcePath>;

export type ResourceName = keyof typeof RESOURCES;

type CollectionOf<R extends ResourceName> = (typeof RESOURCES)[R];
type ItemOf<R extends ResourceName> = `${CollectionOf<R>}/{id}`;

type ListRecord<P> = P extends Path ? (ApiAnswer<P, 'get'> extends (infer Item)[] ? Item : never) : never;
type OneRecord<P> = P extends Path ? ApiAnswer<P, 'get'> : never;
type JsonBody<P, Method extends 'post' | 'put'> = P extends Path
  ? NonNullable<paths[P][Method]> extends { requestBody?: { content: infer Content } }
    ? Content extends { 'application/json': infer Body }
      ? Body
      : Content extends { 'multipart/form-data': infer Body }
        ? Body
        : never
    : never
  : never;

/** A resource's record: an item of its list's answer, or (a resource with no list, such as the settings) what GET by id answers. */
export type ResourceRecord<R extends ResourceName> = [ListRecord<CollectionOf<R>>] extends [never] ? OneRecord<ItemOf<R>> : ListRecord<CollectionOf<R>>;

/** The body PUT by id takes (JSON, or the text fields of a multipart body). */
export type ResourceUpdate<R extends ResourceName> = JsonBody<ItemOf<R>, 'put'>;

/** The body POST to the collection takes. */
export type ResourceCreate<R extends ResourceName> = JsonBody<CollectionOf<R>, 'post'>;

/** The settings are one record each (…/{id} only); the audit log is a list with no route per entry. */
type SingleRecord = 'moderation-settings' | 'site-settings';
type ListOnly = 'audit-entries';

/** The resources one of whose routes (the list's, or the record's) the API no longer has: `never` when all are there. */
type MissingRoute = {
  [R in ResourceName]: (R extends SingleRecord ? true : CollectionOf<R> extends Path ? true : false) extends false
    ? `${R}: ${CollectionOf<R>}`
    : (R extends ListOnly ? true : ItemOf<R> extends Path ? true : false) extends false
      ? `${R}: ${ItemOf<R>}`
      : never;
}[ResourceName];

/** Fails the type check, naming the resource and the route, when the API has renamed or dropped one. */
export const ROUTES_EXIST: [MissingRoute] extends [never] ? true : MissingRoute = true;

export const isResource = (name: string): name is ResourceName => Object.hasOwn(RESOURCES, name);
