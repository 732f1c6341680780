import { Toast } from 'antd-mobile';
// Must run before the first Toast/Dialog, whoever shows it first (the API client can).
import './antd-setup';
import './toast.css';

/** Short messages over the screen. Features call these instead of antd-mobile's Toast. */
const TOAST_DURATION_MS = 2500;

export function showWarning(message: string): void {
  Toast.show({ content: message, duration: TOAST_DURATION_MS, maskClickable: true, position: 'center' });
}

export function showSuccess(message: string): void {
  Toast.show({ content: message, icon: 'success', duration: TOAST_DURATION_MS, maskClickable: true });
}

/** A blocking spinner for a call in flight; returns the function that hides it. */
export function showBusy(message: string): () => void {
  const handler = Toast.show({ content: message, icon: 'loading', duration: 0, maskClickable: false });
  return () => handler.close();
}

export function clearToasts(): void {
  Toast.clear();
}
