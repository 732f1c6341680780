import type { Channel } from '@fairround/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/i18n';
import { useChannel } from '@fairround/shared/realtime/react';
import { homeKeys } from './home-keys';
import { winnersQueryOptions } from './home-queries';

export type { Winner } from './home-queries';

/** `channels.winners` of @fairround/shared, whose module also builds zod schemas; type-checked. */
const WINNERS_CHANNEL = 'winners' satisfies Channel;

/**
 * `POST /api/Game/getWinners`, refetched whenever the public `winners` channel says a settled
 * round produced wins (the push carries no names, so game names come in the screen's language).
 */
export function useWinners() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...winnersQueryOptions(language),
    select: (data) => data.list,
  });
  useChannel(WINNERS_CHANNEL, (signal) => {
    if (signal.type === 'event' || signal.type === 'resync') {
      void queryClient.invalidateQueries({ queryKey: [...homeKeys.all, 'winners'] });
    }
  });
  return query;
}
