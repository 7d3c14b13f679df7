import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the backend at /admin (docs/architecture.md); `npm run dev` proxies the API to it.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
});
