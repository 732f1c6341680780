import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No screen formats a date, a time, an amount or a percentage by hand (issue #24, item 6): the
 * player app and the console write them through the shared kit (packages/shared/src/format), so
 * the same figure reads the same everywhere. This test reads the two apps' source and fails on
 * any direct Intl formatter, toLocale*String or toFixed outside the kit.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SCANNED = ['apps/web/src', 'apps/admin/src'];

const HAND_FORMATTING: { pattern: RegExp; what: string }[] = [
  {
    pattern: /\.toLocale(Date|Time)?String\s*\(/,
    what: 'toLocaleString / toLocaleDateString / toLocaleTimeString',
  },
  {
    pattern: /\bIntl\s*\.\s*(DateTimeFormat|NumberFormat|RelativeTimeFormat)\s*\(/,
    what: 'an Intl formatter',
  },
  { pattern: /\.toFixed\s*\(/, what: 'toFixed' },
];

/**
 * Files allowed one of these, each with its reason. Numbers that are geometry, never read as text.
 */
const ALLOWED: Record<string, { what: string; why: string }> = {
  'apps/web/src/components/country/flags/flag-parts.tsx': {
    what: 'toFixed',
    why: 'SVG polygon coordinates of a flag star, not a figure anyone reads',
  },
  'apps/web/src/components/country/flags/flag-art.tsx': {
    what: 'toFixed',
    why: 'SVG point coordinates of a flag, not a figure anyone reads',
  },
  'apps/web/src/features/rounds/components/RaceTrack.tsx': {
    what: 'toFixed',
    why: 'a CSS translate3d percentage for a car position, not a figure anyone reads',
  },
};

/** The hand-formatting calls in one file's source, as "line N: what" (comments are skipped). */
export function handFormattingIn(source: string): string[] {
  const found: string[] = [];
  source.split('\n').forEach((line, index) => {
    const code = line.replace(/\/\/.*$/, '');
    if (/^\s*(\*|\/\*)/.test(code)) return;
    for (const { pattern, what } of HAND_FORMATTING) {
      if (pattern.test(code)) found.push(`line ${index + 1}: ${what}`);
    }
  });
  return found;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|spec|test-utils)\.tsx?$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

describe('no screen formats by hand', () => {
  it('finds hand formatting in a sample violation, and nothing in the kit-using version', () => {
    const violation = [
      "const when = new Date(at).toLocaleString('vi');",
      'const rate = (bps / 100).toFixed(2) + " %";',
      "const day = new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(date);",
      'const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;',
      'const n = new Intl.NumberFormat(language).format(count);',
      '// a comment may mention toFixed( freely',
    ].join('\n');
    expect(handFormattingIn(violation)).toEqual([
      'line 1: toLocaleString / toLocaleDateString / toLocaleTimeString',
      'line 2: toFixed',
      'line 3: an Intl formatter',
      'line 4: an Intl formatter',
      'line 5: an Intl formatter',
    ]);
    expect(
      handFormattingIn('const when = format.dateTime(at);\nconst rate = format.percent(value);'),
    ).toEqual([]);
  });

  it('the player app and the console write every date, time, amount and percentage through the kit', () => {
    const offenders: string[] = [];
    for (const folder of SCANNED) {
      for (const file of sourceFiles(join(ROOT, folder))) {
        const path = relative(ROOT, file).split('\\').join('/');
        const allowed = ALLOWED[path];
        const found = handFormattingIn(readFileSync(file, 'utf8')).filter(
          (hit) => !(allowed && hit.endsWith(allowed.what)),
        );
        offenders.push(...found.map((hit) => `${path} ${hit}`));
      }
    }
    expect(offenders).toEqual([]);
  });
});
