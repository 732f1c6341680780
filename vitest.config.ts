import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * One test command for the whole repo. Server suites open a real database per file (PGlite in
 * memory, or a fresh PostgreSQL database when TEST_DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    // Vitest's default leaves one core to the main process: one file at a time on a 2-core CI
    // machine, where the database suites wait on PGlite's single thread. Two files at once there
    // took the PGlite run from 18 to 11 minutes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react()],
        // Node by default; the browser realtime kit's tests ask for jsdom in their first line.
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.{ts,tsx}'] },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/{src,scripts}/**/*.test.ts'],
          // The crash loop and the load test take the machine for minutes: they run one at a time
          // in `npm run test:reliability` (scripts/test-reliability.mjs), not beside other files.
          exclude: process.env.RELIABILITY_HEAVY
            ? []
            : ['apps/server/src/reliability/crash-loop.test.ts', 'apps/server/src/reliability/load.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Screens render in jsdom with lazy routes; a busy CI machine needs more than the 5 s default.
          testTimeout: 20_000,
          server: { deps: { inline: ['antd-mobile'] } },
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'admin',
          environment: 'jsdom',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/admin/src/test/setup.ts'],
          // antd's tables and forms are slow to render in jsdom: the tile editor's longest cases
          // take ~16 s on a quiet 2-core machine and crossed 20 s while other work shared it.
          testTimeout: 45_000,
        },
      },
    ],
  },
});
