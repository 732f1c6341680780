import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_SERVER = 'http://127.0.0.1:8080';

/**
 * The player app. The server serves `dist/` at `/` under a strict CSP (`script-src 'self'`), so
 * the build must not emit inline scripts; the boot canvas in index.html is inline CSS only.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Vite would inline tiny assets as data: URLs; keep them as files so the CSP stays simple.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: false },
      // Banner images, stored in the database and served by the API server.
      '/media': { target: API_SERVER, changeOrigin: false },
      '/ws': { target: API_SERVER, ws: true },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
});
