import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for article HTML. Articles are written in the console, but a console account can
 * be stolen and old rows outlive a policy change, so every body is cleaned on its way OUT to a
 * player: only text structure, links and images survive. No `style` or `class` (they could
 * overlay the app's own buttons), no forms, frames, scripts, SVG or event handlers, and links
 * only to http(s)/mailto/tel or the app's own paths.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Everything else is dropped with its content when it is code or chrome, kept as text otherwise.
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  transformTags: {
    // External links open outside the app and get no access to it.
    a: (tagName, attribs) => {
      const kept: Record<string, string> = {};
      if (attribs.href) kept.href = attribs.href;
      if (attribs.title) kept.title = attribs.title;
      if (/^https?:\/\//i.test(kept.href ?? ''))
        Object.assign(kept, { target: '_blank', rel: 'noopener noreferrer nofollow' });
      return { tagName, attribs: kept };
    },
  },
};
/** Cleans one article body for output; empty input answers empty output. */
export function sanitizeArticleHtml(html: string): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}

/** Titles are plain text: every tag is removed and the rest is answered as text. */
export function plainTitle(title: string): string {
  return sanitizeHtml(title, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
