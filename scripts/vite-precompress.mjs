// @ts-check
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Below this the headers cost more than compression saves. */
const MIN_BYTES = 1024;
/** Files compressed at once: zlib runs on libuv's small thread pool anyway. */
const CONCURRENCY = 4;

/**
 * Lists every file under `dir` (the build output, a few hundred files at most).
 * @param {string} dir
 * @returns {Promise<string[]>}
 */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) next to `file`, each only
 * when it is smaller than the original. Returns the bytes of [original, brotli, gzip].
 * @param {string} file
 * @returns {Promise<[number, number, number]>}
 */
async function compressFile(file) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
  return [source.length, br.length, gz.length];
}

/**
 * Precompresses the build output so the server can send `.br` / `.gz` files as they are
 * (@fastify/static `preCompressed`) instead of compressing on every request. It walks the whole
 * output directory after the build, so files copied from `public/` are included too.
 *
 * @param {{ minBytes?: number }} [options]
 * @returns {import('vite').Plugin}
 */
export function precompress(options = {}) {
  const minBytes = options.minBytes ?? MIN_BYTES;
  /** @type {string} */
  let outDir = '';
  /** @type {import('vite').Logger | undefined} */
  let logger;
  return {
    name: 'fairround:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    async closeBundle() {
      const files = [];
      for (const file of await listFiles(outDir)) {
        if (COMPRESSIBLE.test(file) && (await stat(file)).size > minBytes) files.push(file);
      }
      let original = 0;
      let brotliBytes = 0;
      for (let start = 0; start < files.length; start += CONCURRENCY) {
        const sizes = await Promise.all(files.slice(start, start + CONCURRENCY).map(compressFile));
        for (const [raw, br] of sizes) {
          original += raw;
          brotliBytes += Math.min(raw, br);
        }
      }
      logger?.info(
        `precompressed ${files.length} files: ${(original / 1024).toFixed(1)} KB → ${(brotliBytes / 1024).toFixed(1)} KB brotli`,
      );
    },
  };
}
