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

const project = (engine) => ({
  displayName: engine,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  // src/openapi-metadata.ts imports `./x.js`, as Node's import() from the CommonJS build needs; here the sources are .ts.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // The API tests run once per engine; unit specs have no database and run once.
  testMatch: engine === 'sqlite' ? ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'] : ['<rootDir>/test/**/*.e2e-spec.ts'],
  globals: { TEST_ENGINE: engine },
});

export default {
  projects: [project('sqlite'), project('mariadb')],
  testTimeout: 60_000,
};
