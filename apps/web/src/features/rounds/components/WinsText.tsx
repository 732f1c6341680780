import type { RoundResultView } from '@fairround/shared';
import { useOptionTexts } from '../lib/use-game-texts';

/** The options a drawn round made win, by name ("Small · Even · Small Even"). */
export function WinsText({ result, className }: { result: RoundResultView; className?: string }) {
  const names = useOptionTexts(result.gametype);
  const text = result.wins.map((index) => names[index]?.name ?? String(index)).join(' · ');
  return (
    <span className={className} title={text}>
      {text}
    </span>
  );
}
