import { describe, expect, it } from 'vitest';

/**
 * The two stylesheets' text, read from disk: tests load no CSS, and Vitest answers even a `?raw`
 * stylesheet import empty. The web app has no Node types, so the three Node calls used are typed
 * here and the modules imported by a name TypeScript does not resolve.
 */
type NodeFs = { readFileSync(path: string, encoding: 'utf8'): string };
type NodeModule = { createRequire(from: string): { resolve(id: string): string } };
type NodeUrl = { fileURLToPath(url: string): string };
const fs = (await import('node:fs' as string)) as NodeFs;
const { createRequire } = (await import('node:module' as string)) as NodeModule;
const { fileURLToPath } = (await import('node:url' as string)) as NodeUrl;

const antdToastCss = fs.readFileSync(
  createRequire(import.meta.url).resolve('antd-mobile/es/components/toast/toast.css'),
  'utf8',
);
const toastCss = fs.readFileSync(fileURLToPath(import.meta.url).replace(/toast\.test\.ts$/, 'toast.css'), 'utf8');

/**
 * jsdom computes no `word-break` or `overflow-wrap` from stylesheets, so the cascade is checked on
 * the rules themselves: ours must declare word breaking and outrank antd-mobile's `break-all`.
 */
type Rule = { selector: string; declarations: Map<string, string> };

function rulesOf(css: string): Rule[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{}]+)\{([^}]*)\}/g)].map((match) => ({
    selector: match[1]!.trim(),
    declarations: new Map(
      match[2]!
        .split(';')
        .map((declaration) => declaration.split(':').map((part) => part.trim()))
        .filter((parts): parts is [string, string] => parts.length === 2 && parts[0] !== '')
        .map(([property, value]) => [property, value]),
    ),
  }));
}

/** Class selectors in a selector without ids, attributes or pseudo-classes: its specificity. */
const classCount = (selector: string) => selector.match(/\.[\w-]+/g)?.length ?? 0;

describe('toast text', () => {
  it('wraps between words, breaking inside one only when it is longer than the line', () => {
    const antd = rulesOf(antdToastCss).find((rule) => rule.declarations.get('word-break') === 'break-all');
    expect(antd?.selector).toBe('.adm-toast-mask .adm-toast-main');
    const ours = rulesOf(toastCss).find((rule) => rule.selector.endsWith('.adm-toast-main'));
    expect(ours?.declarations.get('word-break')).toBe('normal');
    expect(ours?.declarations.get('overflow-wrap')).toBe('anywhere');
    expect(ours?.selector.startsWith('.adm-toast-mask ')).toBe(true);
    // Wins whatever order the two stylesheets end up in.
    expect(classCount(ours!.selector)).toBeGreaterThan(classCount(antd!.selector));
  });
});
