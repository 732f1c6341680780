import { gameRefs, siteRefs } from '@fairround/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { gameTilesQueryOptions } from '../../../lib/game-tiles/tiles';
import { currentLanguage } from '../../../lib/i18n';
import { homeKeys } from './home-keys';

/**
 * The public reads of the home and trends screens, as query options shared by their hooks and by
 * the route table's prefetch (router.tsx). This module is part of the start-up code, so it holds
 * only the requests: no zod, no socket, no component (prices, validated with zod, stay in
 * prices.ts and are requested by the screen).
 */

/** One home banner (server: banners.service.ts): its image for this language, or a fallback's. */
export type { Slide } from '@fairround/shared';

/** References: the endpoints' own modules would bring zod into the first chunk. */
const slidesEndpoint = siteRefs.slides;

/** One real settled win (server: rounds/winners): masked name, game, won beyond the stake. */
export type { Winner } from '@fairround/shared';

/** All players' settled orders: paid back (`*win`) and staked (`*total`), yesterday and today. */
export type { TrendData } from '@fairround/shared';

/** `POST /api/Game/slide`: the console's enabled banners, in display order. */
export function slidesQueryOptions(language: string) {
  return queryOptions({
    queryKey: homeKeys.slides(language),
    queryFn: ({ signal }) => apiCall(slidesEndpoint, {}, { toast: false, signal }),
    staleTime: 60_000,
    meta: { keepOnSessionChange: true },
  });
}

/** `POST /api/Game/getWinners`: the latest real settled wins, game names in the screen's language. */
export function winnersQueryOptions(language: string) {
  return queryOptions({
    queryKey: homeKeys.winners(language),
    queryFn: ({ signal }) => apiCall(gameRefs.winners, {}, { toast: false, signal }),
    meta: { keepOnSessionChange: true },
  });
}

/** `POST /api/Game/getTrendData` (public). */
export function trendQueryOptions() {
  return queryOptions({
    queryKey: homeKeys.trend(),
    queryFn: ({ signal }) => apiCall(gameRefs.trend, {}, { toast: false, signal }),
    meta: { keepOnSessionChange: true },
  });
}

/**
 * Starts the home screen's reads as soon as its route is matched, beside the app config and the
 * screen's own code instead of after them: the banners (which decide whether the carousel takes
 * its place at the top) and the tiles are then usually in when the screen first renders, so it
 * is drawn once, in its final layout. Uses the start language; if the operator's default
 * replaces it, the screen asks again in that language.
 */
export function prefetchHome(client: QueryClient): void {
  const language = currentLanguage();
  void client.prefetchQuery(slidesQueryOptions(language));
  void client.prefetchQuery(gameTilesQueryOptions());
  void client.prefetchQuery(winnersQueryOptions(language));
}

/** The same for `/lotteryprize`: its totals card is at the top of the screen. */
export function prefetchTrends(client: QueryClient): void {
  void client.prefetchQuery(trendQueryOptions());
}
