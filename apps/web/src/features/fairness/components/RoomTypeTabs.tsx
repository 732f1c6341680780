import { useTranslation } from 'react-i18next';
import { SegmentedTabs } from '../../../components/ui';
import { FAIR_ROOM_TYPES, kindOf, type FairRoomType } from '../lib/room-types';

/** The room type to check, with what it draws said under the tabs. */
export function RoomTypeTabs({
  value,
  onChange,
}: {
  value: FairRoomType;
  onChange: (roomType: FairRoomType) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="fr-fair-types">
      <SegmentedTabs<string>
        label={t('fairness.roomType')}
        tabs={FAIR_ROOM_TYPES.map((type) => ({
          key: String(type),
          label: t('fairness.roomTypeTab', { type }),
        }))}
        value={String(value)}
        onChange={(key) => onChange(Number(key) as FairRoomType)}
      />
      <p className="fr-fair-note">
        {t('fairness.kindOf', { type: value, kind: t(`fairness.kinds.${kindOf(value)}`) })}
      </p>
    </div>
  );
}
