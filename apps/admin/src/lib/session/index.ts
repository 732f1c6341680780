export {
  clearToken,
  getToken,
  hasRememberedTwoFactor,
  rememberTwoFactor,
  setToken,
  subscribeSession,
} from './session';
