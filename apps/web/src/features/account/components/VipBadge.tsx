import './vip-badge.css';

/**
 * The level icon (1–8): a shield in the level's colour with its number. Decorative shapes, but the
 * badge as a whole is an image whose label names the level ("VIP 3 · Gold").
 */
export function VipBadge({ level, label, size = 44 }: { level: number; label: string; size?: number }) {
  return (
    <span className={`fr-vip-badge fr-vip-badge--${level}`} role="img" aria-label={label}>
      <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path
          d="M24 3 41 9.5v12.8c0 10.4-7.1 19-17 22.7C14.1 41.3 7 32.7 7 22.3V9.5L24 3Z"
          className="fr-vip-badge__shield"
        />
        <path
          d="M24 7.5 37 12.5v9.8c0 8.1-5.3 14.9-13 18-7.7-3.1-13-9.9-13-18v-9.8l13-5Z"
          className="fr-vip-badge__inner"
        />
        <text x="24" y="29.5" textAnchor="middle" className="fr-vip-badge__number">
          {level}
        </text>
      </svg>
    </span>
  );
}
