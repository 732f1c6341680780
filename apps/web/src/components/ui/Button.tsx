import { Button as AdmButton } from 'antd-mobile';
import './antd-setup';
import type { MouseEventHandler } from 'react';
import { buttonClasses, type CommonButtonProps } from './LinkButton';
import './button.css';

export { ExternalLinkButton, LinkButton, type ButtonVariant } from './LinkButton';

export type ButtonProps = CommonButtonProps & {
  type?: 'button' | 'submit';
  loading?: boolean;
  disabled?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  'aria-label'?: string;
};

/** An action on this screen. For going to another screen use LinkButton (a real link). */
export function Button(props: ButtonProps) {
  const { type = 'button', loading = false, disabled = false, onClick, children } = props;
  return (
    <AdmButton
      className={buttonClasses(props, 'fr-button')}
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
