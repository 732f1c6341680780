import { ownValue } from '@fairround/shared';
import { FLAG_ART } from './flag-art';
import { FLAG_HEIGHT, FLAG_WIDTH } from './flag-parts';
import './country-flag.css';

/** The flag is drawn here; a country added on the server before its drawing shows its ISO code. */
export function hasFlagArt(iso: string): boolean {
  return Object.hasOwn(FLAG_ART, iso.toUpperCase());
}

/**
 * A small flag (SVG, 3:2) for an ISO 3166-1 alpha-2 code. Decorative: the country's name and dial
 * code are always written beside it, so it is hidden from assistive technology.
 */
export function CountryFlag({ iso, width = 21 }: { iso: string; width?: number }) {
  const code = iso.toUpperCase();
  const art = ownValue(FLAG_ART, code);
  return (
    <svg
      className="fr-flag"
      viewBox={`0 0 ${FLAG_WIDTH} ${FLAG_HEIGHT}`}
      width={width}
      height={(width * FLAG_HEIGHT) / FLAG_WIDTH}
      aria-hidden="true"
      focusable="false"
      data-flag={code}
    >
      {art ?? (
        <>
          <rect width={FLAG_WIDTH} height={FLAG_HEIGHT} fill="#8a94a6" />
          <text x={15} y={14} textAnchor="middle" fontSize={10} fontWeight={700} fill="#fff">
            {code}
          </text>
        </>
      )}
    </svg>
  );
}
