import type { ReactNode } from 'react';
import { LogoMark } from './Logo';

/**
 * The full-screen brand canvas shown until the app config has loaded (seed §1). index.html holds
 * the same markup and its CSS (inline, so it paints before any script), which lets React take
 * over without a visible jump. With `children` (the retry state) they replace the progress bar.
 */
export function LoadingCanvas({ label, children }: { label: string; children?: ReactNode }) {
  const busy = children === undefined;
  return (
    <div className="fr-boot" {...(busy ? { role: 'progressbar', 'aria-label': label, 'aria-busy': true } : {})}>
      <div className="fr-boot__brand">
        <span className="fr-boot__mark">
          <LogoMark size={72} />
        </span>
        <span className="fr-boot__name">
          Fair<span>round</span>
        </span>
      </div>
      {busy ? (
        <div className="fr-boot__bar">
          <span />
        </div>
      ) : (
        <div className="fr-boot__content">{children}</div>
      )}
    </div>
  );
}
