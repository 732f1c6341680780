export {
  isIosSafari,
  listenForInstallPrompt,
  resetInstallPromptForTest,
  useInstallPrompt,
  type BeforeInstallPromptEvent,
  type InstallState,
} from './install-prompt';
export { registerServiceWorker } from './service-worker';
