import { Button as AdmButton } from 'antd-mobile';
import './antd-setup';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

type CommonProps = {
  variant?: ButtonVariant;
  block?: boolean;
  /** "large" (48 px) for the main action of a screen, "medium" (44 px, the minimum target) otherwise. */
  size?: 'large' | 'medium';
  children: ReactNode;
  className?: string;
};

export type ButtonProps = CommonProps & {
  type?: 'button' | 'submit';
  loading?: boolean;
  disabled?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  'aria-label'?: string;
};

function classesFor({ variant = 'primary', block, size = 'medium', className }: CommonProps, base: string): string {
  return [base, `${base}--${variant}`, `${base}--${size}`, block ? `${base}--block` : '', className]
    .filter(Boolean)
    .join(' ');
}

/** An action on this screen. For going to another screen use LinkButton (a real link). */
export function Button(props: ButtonProps) {
  const { type = 'button', loading = false, disabled = false, onClick, children } = props;
  return (
    <AdmButton
      className={classesFor(props, 'fr-button')}
      type={type}
      block={props.block ?? false}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
      aria-label={props['aria-label']}
    >
      {children}
    </AdmButton>
  );
}

/** Looks like a Button, navigates like a link (keyboard, long-press and screen readers agree). */
export function LinkButton(props: CommonProps & { to: string }) {
  return (
    <Link className={classesFor(props, 'fr-link-button')} to={props.to}>
      {props.children}
    </Link>
  );
}

/**
 * Looks like a Button, opens an https page of another site in a new tab. The page gets no
 * `opener` and no referrer; `newTabLabel` tells screen readers it opens elsewhere.
 */
export function ExternalLinkButton(props: CommonProps & { href: string; newTabLabel: string }) {
  return (
    <a className={classesFor(props, 'fr-link-button')} href={props.href} target="_blank" rel="noopener noreferrer">
      {props.children}
      <span className="fr-visually-hidden"> {props.newTabLabel}</span>
    </a>
  );
}
