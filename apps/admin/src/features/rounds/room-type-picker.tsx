import { gameName, ROOM_TYPES } from '@fairround/shared';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../lib/i18n';

/** The room type a screen shows, kept in the address (`?type=`) so a link opens the same view. */
export function useRoomTypeParam(): [number, (roomType: number) => void] {
  const [search, setSearch] = useSearchParams();
  const wanted = Number(search.get('type'));
  const roomType = (ROOM_TYPES as readonly number[]).includes(wanted) ? wanted : ROOM_TYPES[0];
  return [roomType, (next) => setSearch({ type: String(next) }, { replace: true })];
}

export function RoomTypePicker({ value, onChange }: { value: number; onChange: (roomType: number) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Segmented<number>
      aria-label={t('rounds.roomType')}
      value={value}
      onChange={onChange}
      options={ROOM_TYPES.map((type) => ({
        value: type,
        label: t('rounds.typeLabel', { game: gameName(language, type) }),
      }))}
    />
  );
}
