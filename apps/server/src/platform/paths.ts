import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** How far up to look for the repository root; the deepest source file sits five levels down. */
const MAX_LEVELS_UP = 8;

/**
 * The repository root: the nearest directory above `from` that holds `apps/server/migrations`.
 * The same code runs from `apps/server/src/…` (tests, tsx) and bundled from `apps/server/dist/`,
 * so paths are found by walking up rather than by counting `..` for one layout. Falls back to the
 * working directory when nothing matches (a migration error then names the missing folder).
 */
export function findRepoRoot(from: string): string {
  let dir = path.resolve(from);
  for (let level = 0; level <= MAX_LEVELS_UP; level += 1) {
    if (fs.existsSync(path.join(dir, 'apps/server/migrations'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return process.cwd();
}

export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/migrations');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const ADMIN_DIST = path.join(REPO_ROOT, 'apps/admin/dist');
