// `npm run api:types`: writes the OpenAPI document the real backend serves into docs/openapi.json (committed),
// then the front ends' API types from it. `npm run api:types -- --check` writes nothing and exits 1 when the
// committed document is out of date.
// `node scripts/api-types.mjs --render` (on `npm ci` and in `npm run typecheck`) only writes the types,
// storefront/src/api/schema.d.ts and admin-ui/src/providers/api-schema.d.ts, from the committed document: they are
// build output, not committed (docs/decisions/0022-api-contract-committed-types-built.md).
//
// The backend runs in this process from its TypeScript sources (no build needed): @swc-node/register
// compiles them with decorator metadata, which tsx/esbuild would drop. It starts
// as the tests start it (backend/test/create-test-app.ts), on a throwaway SQLite database, and the
// document is fetched from GET /api/openapi.json. What turns it into types is shared with
// backend/test/api-types.e2e-spec.ts: scripts/api-types-render.mjs.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentText, OPENAPI_DOCUMENT, renderApiTypes, staleDocument } from './api-types-render.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const backend = join(root, 'backend');

/** Makes `require` of the backend's .ts sources work: compiled by SWC with the backend's tsconfig. */
function registerTypeScript() {
  const require = createRequire(join(backend, 'package.json'));
  process.env.SWC_NODE_PROJECT = join(backend, 'tsconfig.json');
  require('@swc-node/register');
  // The sources import `./x.js` where the file is x.ts (as Node's import() from the CommonJS build needs;
  // jest maps them the same way in backend/jest.config.mjs).
  const Module = require('node:module');
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    try {
      return resolveFilename.call(this, request, ...rest);
    } catch (error) {
      if (error?.code !== 'MODULE_NOT_FOUND' || !/^\.{1,2}\/.*\.js$/.test(request)) throw error;
      return resolveFilename.call(this, request.slice(0, -3), ...rest);
    }
  };
  require('reflect-metadata');
  return require;
}

/** The OpenAPI document, as the app started on an empty temporary SQLite database serves it. */
async function fetchOpenApiDocument() {
  const require = registerTypeScript();
  const { loadConfig } = require(join(backend, 'src/config/app-config.ts'));
  const { createApp } = require(join(backend, 'src/app.setup.ts'));
  const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-api-types-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', RATE_LIMITS: 'false' }, root);
    const app = await createApp(config, { logger: ['error'] });
    try {
      await app.listen(0, '127.0.0.1');
      const { port } = app.getHttpServer().address();
      const response = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
      if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
      return await response.json();
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Writes `content` to `file` (relative to the root) unless it already holds it. */
function write(file, content) {
  const path = join(root, file);
  let current;
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === content) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
  console.log(`${file}: written`);
}

async function renderTypes(document) {
  for (const { file, content } of await renderApiTypes(document)) write(file, content);
}

const started = Date.now();
if (process.argv.includes('--render')) {
  try {
    await import('openapi-typescript');
  } catch {
    // An install without devDependencies (`npm ci --omit=dev`) builds and runs the app but type-checks nothing.
    console.log('API types: openapi-typescript is not installed, nothing to render');
    process.exit(0);
  }
  await renderTypes(JSON.parse(readFileSync(join(root, OPENAPI_DOCUMENT), 'utf8')));
  process.exit(0);
}
const document = await fetchOpenApiDocument();
if (process.argv.includes('--check')) {
  const problem = staleDocument(document, root);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`${OPENAPI_DOCUMENT}: up to date`);
} else {
  write(OPENAPI_DOCUMENT, documentText(document));
  await renderTypes(document);
  console.log(`OpenAPI document and API types generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
// Anything the app left behind (a timer, a pool) must not keep the command waiting.
process.exit(0);
