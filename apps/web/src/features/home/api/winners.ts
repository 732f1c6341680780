import { channels } from '@fairround/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { useLanguage } from '../../../lib/i18n';
import { useChannel } from '../../../lib/ws';
import { homeKeys } from './home-keys';

/** One real settled win (server: rounds/winners): masked name, game, won beyond the stake. */
export type Winner = {
  id: string;
  username: string;
  game: string;
  roomtype: number;
  roomid: number;
  money: string;
  award: string;
  createtime: number;
};

/**
 * `POST /api/Game/getWinners`, refetched whenever the public `winners` channel says a settled
 * round produced wins (the push carries no names, so game names come in the screen's language).
 */
export function useWinners() {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: homeKeys.winners(language),
    queryFn: ({ signal }) =>
      apiPost<{ list: Winner[] }>('/api/Game/getWinners', {}, { toast: false, signal }),
    select: (data) => data.list,
    meta: { keepOnSessionChange: true },
  });
  useChannel(channels.winners, (signal) => {
    if (signal.type === 'event' || signal.type === 'resync') {
      void queryClient.invalidateQueries({ queryKey: [...homeKeys.all, 'winners'] });
    }
  });
  return query;
}
