import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the backend at / (PRODUCT.md section 1); `npm run dev` proxies the API to it.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
});
