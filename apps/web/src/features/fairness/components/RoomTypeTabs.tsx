import { useTranslation } from 'react-i18next';
import { SegmentedTabs } from '../../../components/ui';
import { useGameNames } from '../api/game-names';
import { FAIR_ROOM_TYPES, kindOf, type FairRoomType } from '../lib/room-types';

/** The game to check, by its name, with what it draws said under the tabs. */
export function RoomTypeTabs({
  value,
  onChange,
}: {
  value: FairRoomType;
  onChange: (roomType: FairRoomType) => void;
}) {
  const { t } = useTranslation();
  const gameName = useGameNames();
  return (
    <div className="fr-fair-types">
      <SegmentedTabs<string>
        label={t('fairness.roomType')}
        tabs={FAIR_ROOM_TYPES.map((type) => ({ key: String(type), label: gameName(type) }))}
        value={String(value)}
        onChange={(key) => onChange(Number(key) as FairRoomType)}
      />
      <p className="fr-fair-note">
        {t('fairness.kindOf', { game: gameName(value), kind: t(`fairness.kinds.${kindOf(value)}`) })}
      </p>
    </div>
  );
}
