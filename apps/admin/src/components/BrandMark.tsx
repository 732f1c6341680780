import { BRAND } from '../app/theme';

/** The Fairround mark (an almost-closed ring with a tick on navy), the same drawing as the player app's. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={BRAND.navy} />
      <circle
        cx="32"
        cy="32"
        r="22"
        fill="none"
        stroke={BRAND.accent}
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray="114 24.2"
        transform="rotate(-58.5 32 32)"
      />
      <path
        d="M22.5 33 29.5 40 42.5 26"
        fill="none"
        stroke="#eaf0fa"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
