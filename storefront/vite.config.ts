import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the backend at / (docs/architecture.md); `npm run dev` proxies the API to it.
export default defineConfig({
  plugins: [react()],
  // No modulepreload hints: on a slow phone link they took the bandwidth the stylesheet needs for the
  // first paint (the 18+ gate, plain HTML). The manifest lets the bench add up what the entry loads.
  build: { modulePreload: false, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
});
