import { Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';
// Must run before the first Toast/Dialog, whoever shows it first (the API client can).
import './antd-setup';

/**
 * Confirmations and notices. Labels come from the caller (translated); antd-mobile's own
 * defaults follow the app language (antd-setup.ts) when a label is left out.
 */
export type ConfirmOptions = {
  title?: ReactNode;
  /** The dialog's accessible name when the title is not plain text. */
  label?: string;
  content: ReactNode;
  confirmText?: string;
  cancelText?: string;
};

/** What a screen reader announces the dialog as: its title (antd-mobile leaves it unnamed). */
function nameOf(options: { title?: ReactNode; label?: string }): { 'aria-label'?: string } {
  const name = options.label ?? (typeof options.title === 'string' ? options.title : undefined);
  return name ? { 'aria-label': name } : {};
}

/** Resolves true when the player confirms, false when they cancel or close it. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return Dialog.confirm({
    ...nameOf(options),
    title: options.title,
    content: options.content,
    ...(options.confirmText ? { confirmText: options.confirmText } : {}),
    ...(options.cancelText ? { cancelText: options.cancelText } : {}),
  });
}

export function alertDialog(options: {
  title?: ReactNode;
  label?: string;
  content: ReactNode;
  confirmText?: string;
}): Promise<void> {
  return Dialog.alert({
    ...nameOf(options),
    title: options.title,
    content: options.content,
    ...(options.confirmText ? { confirmText: options.confirmText } : {}),
  });
}
