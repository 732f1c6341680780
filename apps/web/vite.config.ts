import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.mjs';

const API_SERVER = 'http://127.0.0.1:8080';

/**
 * The player app. The server serves `dist/` at `/` under a strict CSP (`script-src 'self'`), so
 * the build must not emit inline scripts; the boot canvas in index.html is inline CSS only.
 */
export default defineConfig({
  // precompress: .br and .gz beside every text asset, sent as they are by the server.
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Vite would inline tiny assets as data: URLs; keep them as files so the CSP stays simple.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across releases. Every
        // other library goes where rolldown puts it by use, so the start-up code carries only what
        // the first screen needs (a catch-all vendor chunk made every screen pay for antd-mobile,
        // zod and all the rest before the first paint).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Needed by the first screen too, named so that the build output reads plainly.
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
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
