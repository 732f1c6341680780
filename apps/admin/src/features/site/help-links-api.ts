import { protectionAdminEndpoints, type HelpLink } from '@fairround/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { auditKeys } from '../../lib/query-keys';

/**
 * The help organisations on the players' /responsible page (protection.admin.routes.ts): any
 * player reader may see them, the owner replaces the whole list (at most HELP_LINKS_MAX).
 */
export type { HelpLink };

/** The server's limits: at most 12 links, names up to 80 characters, https addresses only. */
export const HELP_LINKS_MAX = 12;
export const HELP_LINK_NAME_MAX = 80;

// Under the site's keys, so the site screens' "after a change" refresh reaches these too.
const helpLinkKeys = { list: ['site', 'helpLinks'] as const };

export function useHelpLinks() {
  return useQuery({
    queryKey: helpLinkKeys.list,
    queryFn: ({ signal }) => apiCall(protectionAdminEndpoints.helpLinks, {}, { signal, toast: false }),
    select: (data) => data.links,
  });
}

/** Replaces the list; the form shows a refusal (1001 with the server's reason) itself. */
export function useSaveHelpLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (links: HelpLink[]) =>
      apiCall(protectionAdminEndpoints.updateHelpLinks, { links }, { toast: false }),
    onSuccess: (data) => queryClient.setQueryData(helpLinkKeys.list, data),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: helpLinkKeys.list }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}
