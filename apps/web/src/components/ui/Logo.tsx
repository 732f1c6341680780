/**
 * The Fairround wordmark: a round (a ring with a gap, like a countdown about to close) holding a
 * check mark, for "a round you can verify", then the name with "round" in the accent colour.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle
        cx="32"
        cy="32"
        r="22"
        fill="none"
        stroke="var(--fr-color-accent, #2ec4b0)"
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray="114 24.2"
        transform="rotate(-13.5 32 32)"
      />
      <path
        d="M22.5 33 29.5 40 42.5 26"
        fill="none"
        stroke="var(--fr-color-text, #eaf0fa)"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ label = 'Fairround' }: { label?: string }) {
  return (
    <span className="fr-logo" role="img" aria-label={label}>
      <LogoMark size={28} />
      <svg className="fr-logo__word" height="22" viewBox="0 0 112 22" aria-hidden="true" focusable="false">
        <text x="0" y="17" fontSize="19" fontWeight="700" letterSpacing="-0.2" fontFamily="var(--fr-font-sans)">
          <tspan fill="var(--fr-color-text, #eaf0fa)">Fair</tspan>
          <tspan fill="var(--fr-color-accent, #2ec4b0)">round</tspan>
        </text>
      </svg>
    </span>
  );
}
