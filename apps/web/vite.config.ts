import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../../scripts/vite-precompress.mjs';

const API_SERVER = 'http://127.0.0.1:8080';

// react-router's package exports only offer its development build (dev warnings, larger, slower to
// evaluate); builds use the production files shipped beside it. Exact-match aliases for the two
// entry points the app imports; `vite dev` and the tests keep the development build and its warnings.
const ROUTER_DIST = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const ROUTER_PRODUCTION_ALIASES = [
  { find: /^react-router$/, replacement: path.join(ROUTER_DIST, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(ROUTER_DIST, 'dom-export.mjs') },
];

/**
 * Moves the app's stylesheet links from <head> to the end of <body>. In <head> they block the first
 * paint, yet nothing they style is on screen before the scripts run: the boot canvas is styled
 * inline (index.html). At the end of <body> the canvas paints while the sheet downloads, and the
 * module scripts still wait for it (a pending parser-inserted sheet blocks script execution), so
 * React never renders unstyled.
 */
function stylesheetAfterBootCanvas(): Plugin {
  return {
    name: 'fairround:stylesheet-after-boot-canvas',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links: string[] = [];
        const withoutLinks = html.replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (tag) => {
          links.push(tag.trim());
          return '';
        });
        if (links.length === 0) return html;
        return withoutLinks.replace('</body>', `  ${links.join('\n    ')}\n  </body>`);
      },
    },
  };
}

/**
 * The player app. The server serves `dist/` at `/` under a strict CSP (`script-src 'self'`), so
 * the build must not emit inline scripts; the boot canvas in index.html is inline CSS only.
 */
export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? ROUTER_PRODUCTION_ALIASES : [] },
  // precompress: .br and .gz beside every text asset, sent as they are by the server.
  plugins: [react(), stylesheetAfterBootCanvas(), precompress()],
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
}));
