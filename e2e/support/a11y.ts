import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The accessibility bar of PRODUCT §1 for a player screen at the phone viewport: no serious or
 * critical axe-core violation of WCAG 2.1 A/AA, and every visible control a touch target of at
 * least 44 × 44 px. `scope` narrows both checks to one part of the page (an open dialog).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
export const TOUCH_TARGET_PX = 44;
const INTERACTIVE = 'button, a[href], input, select, [role="button"], [role="tab"]';

/**
 * Controls exempt from the 44 px rule, each for a reason WCAG 2.5.8 names: a link inside a
 * sentence is sized by the line of text around it ("inline" exception). Keep this list short.
 */
const INLINE_TEXT_LINKS = [
  // Links written by the operator inside an article's text (help and info articles).
  '.fr-article-body p a',
  '.fr-article-body li a',
];

type Violation = { id: string; impact: string | null; help: string; targets: string[] };

/** Serious and critical violations on the page, or only inside `scope` (a CSS selector). */
async function blockingViolations(page: Page, scope?: string): Promise<Violation[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (scope) builder.include(scope);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

type SmallTarget = { control: string; width: number; height: number };

/**
 * Visible controls (inside `scope`, or anywhere) whose tap area is under 44 × 44 px. What counts
 * as the tap area:
 * - the control's own box (padding and min-height count, margins do not), or
 * - for a form control, the `<label>` around it (a tap on the label activates the control, so a
 *   hidden checkbox inside a full-width row is a big target), or
 * - an area that really takes the tap: a 44 × 44 px square centred on the control whose every
 *   probe point lands on the control (`elementFromPoint`), e.g. a pill drawn 36 px tall whose
 *   invisible ::after reaches 44 px (`.fr-hit-area` in the web app's ui kit). A neighbour or an
 *   overlay covering part of that square makes it fail, as it would take a finger's tap.
 */
async function smallTargets(page: Page, scope?: string): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ selector, minimum, exempt, root }) => {
      const describe = (element: Element) => {
        const id = element.id ? `#${element.id}` : '';
        const classes = Array.from(element.classList)
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('');
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        return `${element.tagName.toLowerCase()}${id}${classes} "${name}"`;
      };
      const isVisible = (element: Element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
      };
      const isBig = (box: DOMRect) => box.width >= minimum - 0.5 && box.height >= minimum - 0.5;
      const landsOn = (element: Element, x: number, y: number) => {
        const hit = document.elementFromPoint(x, y);
        if (!hit) return false;
        if (element.contains(hit)) return true;
        const label = hit.closest('label');
        return label !== null && label.control === element;
      };
      const takesTapAround = (element: Element) => {
        element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const box = element.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        // Half a target less half a pixel: the square's edges, inside it.
        const reach = minimum / 2 - 0.5;
        const offsets = [-reach, 0, reach];
        return offsets.every((dx) => offsets.every((dy) => landsOn(element, x + dx, y + dy)));
      };
      const container = root ? document.querySelector(root) : document;
      if (!container) throw new Error(`nothing matches ${root}`);
      const small: { control: string; width: number; height: number }[] = [];
      for (const element of Array.from(container.querySelectorAll(selector))) {
        if (!isVisible(element) || exempt.some((rule) => element.matches(rule))) continue;
        if (element.closest('[aria-hidden="true"], [inert]')) continue;
        if (isBig(element.getBoundingClientRect())) continue;
        const label = element.matches('input, select') ? element.closest('label') : null;
        if (label && isBig(label.getBoundingClientRect())) continue;
        if (takesTapAround(element)) continue;
        const box = element.getBoundingClientRect();
        small.push({
          control: describe(element),
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
      if (!root) window.scrollTo(0, 0);
      return small;
    },
    { selector: INTERACTIVE, minimum: TOUCH_TARGET_PX, exempt: INLINE_TEXT_LINKS, root: scope ?? null },
  );
}

/** No serious or critical axe violation on the page (or inside `scope`); `where` names it in the report. */
export async function expectNoBlockingViolations(page: Page, where: string, scope?: string): Promise<void> {
  const violations = await blockingViolations(page, scope);
  const report = violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`)
    .join('\n');
  expect(violations, `axe violations on ${where}:\n${report}`).toEqual([]);
}

/** Every visible control on the page (or inside `scope`) is a 44 × 44 px touch target. */
export async function expectTouchTargets(page: Page, where: string, scope?: string): Promise<void> {
  const small = await smallTargets(page, scope);
  const list = small.map((s) => `${s.control} ${s.width}×${s.height}`).join('\n    ');
  expect(small, `targets under ${TOUCH_TARGET_PX} px on ${where}:\n    ${list}`).toEqual([]);
}
