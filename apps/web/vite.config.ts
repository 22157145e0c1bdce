import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    // In development the API runs separately; these prefixes are the API's, everything else is the SPA.
    // changeOrigin stays false: the API's CSRF check compares Origin with Host, both localhost:5173 here.
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/uploads': { target: api, changeOrigin: false },
      '^/(login|register|register-business|categories|cities|venues|experts|appointments)($|/)': {
        target: api,
        changeOrigin: false,
        bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined),
      },
    },
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
