import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './button.css';

/**
 * The link-shaped buttons, apart from Button.tsx: they are plain links with Button's look, so a
 * screen that only links (the home screen's log-in and register) does not load antd-mobile for
 * them. Button.tsx re-exports them with the rest of the button family.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export type CommonButtonProps = {
  variant?: ButtonVariant;
  block?: boolean;
  /** "large" (48 px) for the main action of a screen, "medium" (44 px, the minimum target) otherwise. */
  size?: 'large' | 'medium';
  children: ReactNode;
  className?: string;
};

export function buttonClasses(
  { variant = 'primary', block, size = 'medium', className }: CommonButtonProps,
  base: string,
): string {
  return [base, `${base}--${variant}`, `${base}--${size}`, block ? `${base}--block` : '', className]
    .filter(Boolean)
    .join(' ');
}

/** Looks like a Button, navigates like a link (keyboard, long-press and screen readers agree). */
export function LinkButton(props: CommonButtonProps & { to: string }) {
  return (
    <Link className={buttonClasses(props, 'fr-link-button')} to={props.to}>
      {props.children}
    </Link>
  );
}

/**
 * Looks like a Button, opens an https page of another site in a new tab. The page gets no
 * `opener` and no referrer; `newTabLabel` tells screen readers it opens elsewhere.
 */
export function ExternalLinkButton(props: CommonButtonProps & { href: string; newTabLabel: string }) {
  return (
    <a
      className={buttonClasses(props, 'fr-link-button')}
      href={props.href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {props.children}
      <span className="fr-visually-hidden"> {props.newTabLabel}</span>
    </a>
  );
}
