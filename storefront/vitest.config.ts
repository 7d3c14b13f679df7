import { defineConfig } from 'vitest/config';

// Unit tests of the storefront's logic (docs/testing.md): jsdom for the DOM and storage, a real HTTP server for the
// API (src/test/setup.ts); the browser journeys in e2e/ cover whole flows.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 10_000,
  },
});
