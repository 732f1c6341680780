import { accountsRefs } from '@fairround/shared';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** Named by path: the reality check may open over any screen, the first chunk's too. */
const logoutEndpoint = accountsRefs.logout;

/**
 * `POST /api/Index/logout`: ends this session on the server (the reality check's "Log out"). A
 * failure shows its toast and the player stays logged in, so no live session is left behind.
 */
export function useLogoutMutation() {
  return useMutation({ mutationFn: () => apiCall(logoutEndpoint, {}) });
}
