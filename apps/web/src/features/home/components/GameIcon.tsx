import type { ReactNode } from 'react';

/**
 * The tile glyphs named by the catalogue's `icon` field (`race`, `digits`, …). Inline SVG in
 * currentColor; an unknown name falls back to the digits glyph rather than an empty square.
 */
const GLYPHS: Record<string, ReactNode> = {
  race: (
    <>
      <path d="M4 20V5" />
      <path d="M4 5h13l-2.5 3.5L17 12H4" />
      <path d="M9 5v7M13 5v7M4 8.5h13" />
    </>
  ),
  digits: (
    <>
      <rect x="3" y="6" width="5" height="12" rx="1.5" />
      <rect x="9.5" y="6" width="5" height="12" rx="1.5" />
      <rect x="16" y="6" width="5" height="12" rx="1.5" />
    </>
  ),
  sum: (
    <>
      <path d="M17 5H7l5 7-5 7h10" />
    </>
  ),
  'big-small': (
    <>
      <path d="M7 19V7M3.5 10.5 7 7l3.5 3.5" />
      <path d="M17 5v12M13.5 13.5 17 17l3.5-3.5" />
    </>
  ),
  'odd-even': (
    <>
      <circle cx="8" cy="12" r="4" />
      <rect x="13" y="8" width="8" height="8" rx="1.5" />
    </>
  ),
  triple: (
    <>
      <circle cx="12" cy="7" r="3" />
      <circle cx="7" cy="16" r="3" />
      <circle cx="17" cy="16" r="3" />
    </>
  ),
  extreme: (
    <>
      <path d="M4 18 10 8l4 6 6-10" />
      <path d="M16 4h4v4" />
    </>
  ),
  combo: (
    <>
      <rect x="4" y="4" width="7" height="7" rx="1.5" />
      <rect x="13" y="13" width="7" height="7" rx="1.5" />
      <path d="M13 7.5h4.5V11M11 16.5H6.5V13" />
    </>
  ),
  classic: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <circle cx="9" cy="9" r="1.2" fill="currentColor" />
      <circle cx="15" cy="15" r="1.2" fill="currentColor" />
      <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    </>
  ),
  quick: (
    <>
      <path d="M13 3 5 13.5h6L10 21l8-10.5h-6L13 3Z" />
    </>
  ),
};

export function GameIcon({ name, size = 26 }: { name: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[name] ?? GLYPHS.digits}
    </svg>
  );
}

export function TrendIcon({ size = 24 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 17 9 11l4 4 8-8" />
      <path d="M15 7h6v6" />
    </svg>
  );
}
