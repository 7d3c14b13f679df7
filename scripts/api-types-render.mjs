// The backend's OpenAPI document as committed (docs/openapi.json), and the front ends' API types rendered from it:
// one file per front end, from the document cut down to the paths that front end calls. Shared by
// scripts/api-types.mjs (which writes them) and backend/test/api-types.e2e-spec.ts (which fails when the
// committed document differs from what the app serves), so both write the same text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const API_TYPES_COMMAND = 'npm run api:types';

/** The committed OpenAPI document, relative to the repository root: the API's contract, and what the types are made from. */
export const OPENAPI_DOCUMENT = 'docs/openapi.json';

/**
 * Each generated file, relative to the repository root, and the paths its front end calls.
 * Widen a front end's `keep` when it starts calling another endpoint.
 */
export const API_TYPE_TARGETS = [
  {
    file: 'storefront/src/api/schema.d.ts',
    frontEnd: 'the storefront (storefront/)',
    paths: 'every path outside /api/admin/',
    keep: (path) => !path.startsWith('/api/admin/'),
  },
  {
    file: 'admin-ui/src/providers/api-schema.d.ts',
    frontEnd: 'the admin console (admin-ui/)',
    paths: '/api/admin/**, /api/auth/login, /api/auth/me, /api/auth/change-password, /api/auth/logout and /api/dashboard/get-states',
    keep: (path) => path.startsWith('/api/admin/') || ['/api/auth/login', '/api/auth/me', '/api/auth/change-password', '/api/auth/logout', '/api/dashboard/get-states'].includes(path),
  },
];

/** Every `$ref` string anywhere inside `value`. */
function refsIn(value, found = []) {
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsIn(item, found);
    }
  }
  return found;
}

/** '#/components/schemas/AdDto' → ['schemas', 'AdDto']; only local component references are expected. */
function componentOf(ref) {
  const parts = ref.split('/');
  if (parts.length !== 4 || parts[0] !== '#' || parts[1] !== 'components') throw new Error(`Unexpected $ref in the OpenAPI document: ${ref}`);
  const [section, name] = parts.slice(2).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  return [section, name];
}

/**
 * The document with only the paths `keep` accepts, and only the components those paths reach
 * (following $refs transitively). Security schemes are named by `security`, not by $ref: they stay.
 */
export function filterDocument(document, keep) {
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => keep(path)));
  const reached = new Set();
  const pending = refsIn(paths);
  while (pending.length) {
    const ref = pending.pop();
    if (reached.has(ref)) continue;
    reached.add(ref);
    const [section, name] = componentOf(ref);
    const target = document.components?.[section]?.[name];
    if (target === undefined) throw new Error(`The OpenAPI document has no ${ref}`);
    refsIn(target, pending);
  }
  const components = {};
  for (const [section, entries] of Object.entries(document.components ?? {})) {
    if (section === 'securitySchemes') {
      components[section] = entries;
      continue;
    }
    const kept = Object.entries(entries).filter(([name]) => reached.has(`#/components/${section}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`));
    if (kept.length) components[section] = Object.fromEntries(kept);
  }
  return { ...document, paths, components };
}

function header(target) {
  return [
    `// Generated from ${OPENAPI_DOCUMENT} by scripts/api-types.mjs (on \`npm ci\` and \`npm run typecheck\`); not committed, do not edit.`,
    `// TypeScript types of the API as ${target.frontEnd} calls it, made by openapi-typescript from the`,
    `// backend's OpenAPI document (GET /api/openapi.json, built from the backend's DTOs and controllers),`,
    `// keeping ${target.paths} and the schemas they use; at the end, ApiSchemas, ApiAnswer and ApiQuery to read them by.`,
    `// After changing the API, run \`${API_TYPES_COMMAND}\`, which rewrites ${OPENAPI_DOCUMENT} and this file.`,
    '',
    '',
  ].join('\n');
}

/**
 * Written after the generated types in every file: the names the front ends read the types by, so neither
 * front end writes them itself (they cannot import each other).
 */
const HELPERS = `
/** The API's named shapes (its DTOs). */
export type ApiSchemas = components['schemas'];

type JsonOf<Response> = Response extends { content: { 'application/json': infer Json } } ? Json : never;

/** What an endpoint answers when it succeeds (200 or 201), for answers that have no schema name of their own. */
export type ApiAnswer<Path extends keyof paths, Method extends 'get' | 'post' | 'put' | 'delete'> = paths[Path][Method] extends { responses: infer Responses }
    ? JsonOf<Responses[200 & keyof Responses]> | JsonOf<Responses[201 & keyof Responses]>
    : never;

/** An endpoint's query parameters. */
export type ApiQuery<Path extends keyof paths, Method extends 'get' | 'post' | 'put' | 'delete'> = paths[Path][Method] extends { parameters: { query?: infer Query } }
    ? NonNullable<Query>
    : never;
`;

/** The generated files' text: [{ file, content }], file relative to the repository root. */
export async function renderApiTypes(document) {
  // Loaded here, not at the top: the rest of this module needs no dependency.
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const files = [];
  for (const target of API_TYPE_TARGETS) {
    // A copy: openapi-typescript may annotate the objects it is given.
    const ast = await openapiTS(structuredClone(filterDocument(document, target.keep)), { silent: true });
    files.push({ file: target.file, content: header(target) + astToString(ast) + HELPERS });
  }
  return files;
}

/** The document as committed: two-space JSON, one final newline. */
export const documentText = (document) => `${JSON.stringify(document, null, 2)}\n`;

/** The first line where two texts differ (1-based), or 0 when they are equal. */
function firstDifferentLine(a, b) {
  if (a === b) return 0;
  const left = a.split('\n');
  const right = b.split('\n');
  const index = left.findIndex((line, i) => line !== right[i]);
  return (index === -1 ? left.length : index) + 1;
}

/** A sentence when the committed document under `root` is missing or differs from `document`; undefined when it is current. */
export function staleDocument(document, root) {
  let committed;
  try {
    committed = readFileSync(join(root, OPENAPI_DOCUMENT), 'utf8');
  } catch {
    return `${OPENAPI_DOCUMENT} is missing: run \`${API_TYPES_COMMAND}\``;
  }
  const line = firstDifferentLine(committed, documentText(document));
  return line ? `${OPENAPI_DOCUMENT} is out of date (from line ${line}): run \`${API_TYPES_COMMAND}\` and commit it` : undefined;
}
