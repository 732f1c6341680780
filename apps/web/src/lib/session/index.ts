export {
  clearToken,
  getToken,
  isLoggedOutToken,
  markLoggedOut,
  setToken,
  subscribeSession,
  useSession,
  type Session,
} from './session';
