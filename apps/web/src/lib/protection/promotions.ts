import { useSession } from '../session';
import { useExclusion } from './protection-queries';

/**
 * Whether promotional content (the home banners) may be shown: always to a visitor, to a player
 * only once it is known that no time-out or self-exclusion is in force (PRODUCT §9).
 */
export function usePromotionsAllowed(): boolean {
  const { isLoggedIn } = useSession();
  const exclusion = useExclusion();
  return !isLoggedIn || exclusion === null;
}
