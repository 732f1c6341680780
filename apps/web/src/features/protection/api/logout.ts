import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';

/**
 * `POST /api/Index/logout`: ends this session on the server (the reality check's "Log out"). A
 * failure shows its toast and the player stays logged in, so no live session is left behind.
 */
export function useLogoutMutation() {
  return useMutation({ mutationFn: () => apiPost<null>('/api/Index/logout') });
}
