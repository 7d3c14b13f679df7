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
  // One Chromium per worker: two keep a 2-core machine busy without starving the server.
  maxWorkers: 2,
};
