import { describe, expect, it } from 'vitest';
import { plainTitle, sanitizeArticleHtml } from './article-html.js';

describe('sanitizeArticleHtml', () => {
  it('drops scripts with their code', () => {
    const out = sanitizeArticleHtml('<p>a</p><script>alert(1)</script><SCRIPT src="x.js"></SCRIPT>b');
    expect(out).toBe('<p>a</p>b');
  });

  it('drops event handlers and style/class attributes, keeping the element', () => {
    const out = sanitizeArticleHtml(
      '<p onclick="steal()" style="position:fixed" class="x">hi</p><img src="https://a.test/i.png" onerror="x()">',
    );
    expect(out).toBe('<p>hi</p><img src="https://a.test/i.png" />');
  });

  it('drops javascript:, data: and vbscript: URLs however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>x</script>',
      'vbscript:x',
    ]) {
      const out = sanitizeArticleHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a>x</a>');
    }
    expect(sanitizeArticleHtml('<img src="javascript:x()">')).toBe('<img />');
    expect(sanitizeArticleHtml('<img src="data:image/svg+xml;base64,AAAA">')).toBe('<img />');
  });

  it('removes style, iframe, object, embed, svg, form and their contents', () => {
    const out = sanitizeArticleHtml(
      '<style>body{display:none}</style><iframe src="https://evil.test"></iframe><object data="x"></object><embed src="x"><svg><script>x</script></svg><form action="/x"><input name="p"></form>ok',
    );
    expect(out).toBe('ok');
  });

  it('keeps the allowed structure, and external links open outside the app', () => {
    const html =
      '<h3>T</h3><ul><li><strong>a</strong></li></ul><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
    expect(sanitizeArticleHtml('<a href="https://x.test/p" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://x.test/p" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="/help/27" target="_top">r</a>')).toBe('<a href="/help/27">r</a>');
  });

  it('makes titles plain text', () => {
    expect(plainTitle('<b>Hi</b> &amp; <img src=x onerror=alert(1)>bye')).toBe('Hi & bye');
  });
});
