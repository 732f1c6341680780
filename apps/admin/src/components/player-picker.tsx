import { useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerListQuery } from '../lib/player-list';
import './player-picker.css';

const SEARCH_DELAY_MS = 300;
const SUGGESTIONS = 10;

export type PickedPlayer = { id: string; username: string };

/** The typed text once the staff pauses typing, so each keystroke is not a request. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * Filters a list (a cashier queue, staking positions) by one player: searches players by username, phone or invitation code (the
 * players list's own search) and hands back the chosen player's id and username.
 */
export function PlayerPicker({
  value,
  onChange,
}: {
  value: PickedPlayer | null;
  onChange: (player: PickedPlayer | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useSettled(text.trim());
  const found = useQuery({
    ...playerListQuery({ query: search, page: 1, pageSize: SUGGESTIONS }),
    enabled: search !== '',
  });
  const options = (search !== '' ? (found.data?.list ?? []) : []).map((player) => ({
    value: player.id,
    label: player.username,
  }));
  if (value && !options.some((option) => option.value === value.id))
    options.unshift({ value: value.id, label: value.username });
  return (
    <div className="toolbar__group">
      <Typography.Text type="secondary" id="queue-player-label">
        {t('cashier.common.filterPlayer')}
      </Typography.Text>
      <Select<string>
        aria-labelledby="queue-player-label"
        className="player-picker"
        showSearch
        allowClear
        filterOption={false}
        placeholder={t('cashier.common.filterPlayerPlaceholder')}
        value={value?.id}
        options={options}
        loading={found.isFetching}
        notFoundContent={search === '' ? null : t('cashier.common.noPlayerFound')}
        onSearch={setText}
        onChange={(id, option) => {
          setText('');
          const label = option && !Array.isArray(option) ? String(option.label) : '';
          onChange(id ? { id, username: label } : null);
        }}
      />
    </div>
  );
}
