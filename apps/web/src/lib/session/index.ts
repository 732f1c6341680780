export { clearToken, getToken, setToken, subscribeSession, useSession, type Session } from './session';
