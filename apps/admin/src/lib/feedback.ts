import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts from outside React (the API client) go through antd's App-scoped message API, which
 * `FeedbackBridge` hands over once mounted, so they get the theme and the language's locale.
 */
let messageApi: MessageInstance | null = null;

export function setMessageApi(api: MessageInstance | null): void {
  messageApi = api;
}

export function showError(text: string): void {
  void messageApi?.error(text);
}

export function showSuccess(text: string): void {
  void messageApi?.success(text);
}
