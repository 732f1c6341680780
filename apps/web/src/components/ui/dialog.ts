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
  content: ReactNode;
  confirmText?: string;
  cancelText?: string;
};

/** Resolves true when the player confirms, false when they cancel or close it. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return Dialog.confirm({
    title: options.title,
    content: options.content,
    ...(options.confirmText ? { confirmText: options.confirmText } : {}),
    ...(options.cancelText ? { cancelText: options.cancelText } : {}),
  });
}

export function alertDialog(options: { title?: ReactNode; content: ReactNode; confirmText?: string }): Promise<void> {
  return Dialog.alert({
    title: options.title,
    content: options.content,
    ...(options.confirmText ? { confirmText: options.confirmText } : {}),
  });
}
