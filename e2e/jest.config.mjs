/**
 * Browser journeys in Chromium against the real server (`node backend/dist/main.js`) on a fresh SQLite
 * database. Plain ES-module tests, no transform. Run alone with `npm run test:e2e` (docs/testing.md).
 */
export default {
  displayName: 'e2e',
  testEnvironment: 'node',
  transform: {},
  moduleFileExtensions: ['mjs', 'js', 'json'],
  testMatch: ['<rootDir>/tests/**/*.test.mjs'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  testTimeout: 60_000,
  // One journey at a time: they share one server and its data, and in parallel one journey's new ads showed up in another's pages (flaky under load).
  maxWorkers: 1,
};
