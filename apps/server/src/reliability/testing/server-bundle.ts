/**
 * The real server process for crash-loop.test.ts: `src/main.ts` bundled the way
 * `scripts/build.mjs` builds `dist/main.js` for `npm start` (one ESM file, packages left as
 * imports), but into a private folder so it never touches `dist/` or another run's bundle. A
 * bundle starts several seconds faster than tsx transpiling every module at each of the test's
 * dozens of restarts.
 *
 * The folder sits under the repository's `node_modules/.cache`: the bundle's package imports
 * resolve from there, and `platform/paths.ts` still finds the migrations by walking up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from '../../platform/paths.js';

const SERVER_DIR = path.join(REPO_ROOT, 'apps/server');
/** Bundled although they live in node_modules: workspace packages that ship TypeScript. */
const BUNDLED_PACKAGES = /^@fairround\//;

export type ServerBundle = { entry: string; dispose(): void };

export async function bundleServer(): Promise<ServerBundle> {
  const cache = path.join(REPO_ROOT, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outdir = fs.mkdtempSync(path.join(cache, 'fairround-crash-loop-'));
  await build({
    absWorkingDir: SERVER_DIR,
    entryPoints: { main: 'src/main.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            BUNDLED_PACKAGES.test(args.path) || path.isAbsolute(args.path)
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return {
    entry: path.join(outdir, 'main.js'),
    dispose: () => fs.rmSync(outdir, { recursive: true, force: true }),
  };
}
