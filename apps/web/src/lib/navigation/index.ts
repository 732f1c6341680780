export { currentPath, navigateTo, registerNavigator, type AppNavigator } from './navigator';
export { isAuthScreen, loginPathFor, redirectAfterLogin, safeRedirectTarget, useRedirectAfterLogin } from './redirect';
