import { defineConfig } from 'vitest/config';

// The console's own tests (`npm test -w admin-ui`): providers and hooks in jsdom, HTTP against a real local
// server started by each test file (src/test/api-server.ts), never a mocked fetch.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // One jsdom and one import of react-admin for all the files (each resets what it uses: storage, its own server).
    isolate: false,
  },
});
