import { RealityCheck } from './components/RealityCheck';

/**
 * What player protection adds to every screen of a logged-in player: the reality check. A
 * default export, so the app frame loads it only for a logged-in player, after the first screen.
 */
export default function ProtectionLive() {
  return <RealityCheck />;
}
