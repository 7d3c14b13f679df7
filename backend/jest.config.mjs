/** One runner for the backend: unit specs beside the code, API tests in test/. ESM mode (docs/testing.md). */
// @swc/jest, with the import attribute JSON needs in ESM mode (test/jest-transform.mjs).
const swc = [
  '<rootDir>/test/jest-transform.mjs',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const UNIT_SPECS = '<rootDir>/src/**/*.spec.ts';
const API_TESTS = '<rootDir>/test/**/*.e2e-spec.ts';

const project = (engine, testMatch) => ({
  displayName: engine,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  // src/openapi-metadata.ts imports `./x.js`, as Node's import() from the CommonJS build needs; here the sources are .ts.
  // A package's own `*.json.js` modules (libphonenumber-js's metadata) stay as they are: mapped to `*.json`, they loaded
  // as JSON with a deprecation warning from jest in every test file.
  moduleNameMapper: { '^(\\.{1,2}/.*(?<!\\.json))\\.js$': '$1' },
  testMatch,
  globals: { TEST_ENGINE: engine },
});

// The API tests run once per engine; unit specs have no database and run once, in the sqlite project.
// `npm run test:unit` (JEST_UNIT=1) runs the unit specs alone as one project, so its arguments reach jest as they
// are (`npm run test:unit -- moderation`); a --selectProjects of its own would swallow them as project names.
const projects = process.env.JEST_UNIT === '1' ? [project('sqlite', [UNIT_SPECS])] : [project('sqlite', [UNIT_SPECS, API_TESTS]), project('mariadb', [API_TESTS])];

export default {
  projects,
  testTimeout: 60_000,
  // Each suite's ESM modules and what its app leaves behind stay in a jest process until it ends: run in band, the
  // suites late in a full run took 3 to 7 times as long as alone. A worker whose memory passed this after a suite is
  // replaced by a fresh one (and with this set, jest runs the suites in a worker even on one core).
  workerIdleMemoryLimit: '1GB',
};
