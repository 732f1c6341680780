import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress.mjs';

const API_SERVER = 'http://127.0.0.1:8080';

/**
 * The operator console. The server serves `dist/` at `/admin/` under a strict CSP
 * (`script-src 'self'`), so the build emits no inline scripts and keeps assets as files.
 */
export default defineConfig({
  base: '/admin/',
  // precompress: .br and .gz beside every text asset, sent as they are by the server.
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // antd is most of the weight; its own chunk changes rarely, so browsers keep it cached.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // No catch-all vendor chunk: other libraries go with the screens that use them.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|rc-[^\\/]+|@rc-component)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5174,
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: false },
      // Banner images, stored in the database and served by the API server.
      '/media': { target: API_SERVER, changeOrigin: false },
    },
  },
  preview: { host: '127.0.0.1', port: 4174 },
});
