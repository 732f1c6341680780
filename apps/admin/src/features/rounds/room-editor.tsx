import {
  CATALOGUES,
  isRaceRoomType,
  ODDS_INPUT_MAX_LENGTH,
  previewOdds,
  ROOM_MIN_LEVEL_MAX,
  roomTitle as sharedRoomTitle,
  rtpText,
  type AdminRoomView,
  type UiLanguage,
  ownValue,
} from '@fairround/shared';
import {
  Alert,
  App,
  Form,
  Input,
  InputNumber,
  Modal,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { useLanguage } from '../../lib/i18n';
import { useUpdateRoom } from './api';

/** An option's name in the console's language ("Big Odd", "大单"). */
export function optionName(language: UiLanguage, roomType: number, key: string): string {
  const game = CATALOGUES[language].game;
  const names: Record<string, string> = isRaceRoomType(roomType) ? game.raceOptions : game.digitOptions;
  return ownValue(names, key) ?? key;
}

/** A room as the player app names it (game and tier, shared `roomTitle`). */
export function roomTitle(language: UiLanguage, room: AdminRoomView): string {
  return sharedRoomTitle(language, room.roomType, room.tier);
}

type OddsRow = { option: number; key: string; current: string };

/**
 * Editing a room: limits apply at once, odds from the next round. Each option's RTP is shown
 * live from the typed odds with the server's exact rule; saving is blocked above the maximum.
 */
export function RoomEditor({
  room,
  options,
  maxRtpBp,
  onClose,
}: {
  room: AdminRoomView;
  options: string[];
  maxRtpBp: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = App.useApp();
  const update = useUpdateRoom();
  const [rates, setRates] = useState<string[]>(room.pendingRates ?? room.rates);
  const [minJoin, setMinJoin] = useState(room.minJoin);
  const [minBuy, setMinBuy] = useState(room.minBuy);
  const [minLevel, setMinLevel] = useState<number | null>(room.minLevel);
  const [enabled, setEnabled] = useState(room.enabled);
  const [problem, setProblem] = useState<string | null>(null);
  const previews = rates.map((text, option) => previewOdds(room.roomType, option, text, maxRtpBp));
  const blocked = previews.some((preview) => preview.invalid || preview.aboveMax) || minLevel === null;
  const oddsChanged = rates.some((text, option) => text.trim() !== (room.pendingRates ?? room.rates)[option]);

  const save = () => {
    setProblem(null);
    update.mutate(
      {
        id: room.id,
        minJoin: minJoin.trim(),
        minBuy: minBuy.trim(),
        minLevel: minLevel ?? room.minLevel,
        enabled,
        ...(oddsChanged ? { rates: rates.map((text) => text.trim()) } : {}),
      },
      {
        onSuccess: () => {
          void message.success(t('rounds.saved'));
          onClose();
        },
        onError: (error) => setProblem(isApiError(error) ? error.info : String(error)),
      },
    );
  };

  const columns: TableColumnsType<OddsRow> = [
    {
      title: t('rounds.rooms.option'),
      dataIndex: 'key',
      render: (key: string) => optionName(language, room.roomType, key),
    },
    {
      title: t('rounds.rooms.current'),
      dataIndex: 'current',
      render: (value: string) => <span className="money">{value}</span>,
    },
    {
      title: t('rounds.rooms.newOdds'),
      key: 'odds',
      render: (_, row) => (
        <Input
          aria-label={`${t('rounds.rooms.newOdds')} · ${optionName(language, room.roomType, row.key)}`}
          value={rates[row.option]}
          onChange={(event) =>
            setRates((current) =>
              current.map((text, index) => (index === row.option ? event.target.value : text)),
            )
          }
          status={previews[row.option]!.invalid || previews[row.option]!.aboveMax ? 'error' : undefined}
          inputMode="decimal"
          maxLength={ODDS_INPUT_MAX_LENGTH}
          style={{ width: 110 }}
        />
      ),
    },
    {
      title: t('rounds.rooms.rtp'),
      key: 'rtp',
      render: (_, row) => {
        const preview = previews[row.option]!;
        if (preview.invalid)
          return <Typography.Text type="danger">{t('rounds.rooms.oddsInvalid')}</Typography.Text>;
        return (
          <Space>
            <Tag color={preview.aboveMax ? 'error' : 'success'} data-testid={`rtp-${row.option}`}>
              {preview.rtpText}
            </Tag>
            {preview.aboveMax && (
              <Typography.Text type="danger">{t('rounds.rooms.aboveMax')}</Typography.Text>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Modal
      open
      width={760}
      title={t('rounds.rooms.editTitle', { id: room.id, title: roomTitle(language, room) })}
      okText={t('rounds.save')}
      cancelText={t('rounds.cancel')}
      onOk={save}
      onCancel={onClose}
      okButtonProps={{ disabled: blocked, loading: update.isPending }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Space wrap size="large">
          <Form.Item label={t('rounds.rooms.minJoin')}>
            <Input
              value={minJoin}
              onChange={(event) => setMinJoin(event.target.value)}
              inputMode="decimal"
              maxLength={20}
            />
          </Form.Item>
          <Form.Item label={t('rounds.rooms.minBuy')}>
            <Input
              value={minBuy}
              onChange={(event) => setMinBuy(event.target.value)}
              inputMode="decimal"
              maxLength={20}
            />
          </Form.Item>
          <Form.Item label={t('rounds.rooms.minLevel')}>
            <InputNumber
              min={0}
              max={ROOM_MIN_LEVEL_MAX}
              precision={0}
              value={minLevel}
              onChange={setMinLevel}
            />
          </Form.Item>
          <Form.Item label={t('rounds.rooms.enabled')}>
            <Switch checked={enabled} onChange={setEnabled} aria-label={t('rounds.rooms.enabled')} />
          </Form.Item>
        </Space>
      </Form>
      <Alert
        type="info"
        showIcon
        className="section-alert"
        message={t('rounds.rooms.maxRtp', { max: rtpText(maxRtpBp) })}
        description={t('rounds.rooms.oddsNote')}
      />
      <Table<OddsRow>
        size="small"
        rowKey="option"
        pagination={false}
        columns={columns}
        dataSource={options.map((key, option) => ({ option, key, current: room.rates[option] ?? '' }))}
      />
      {problem && <Alert type="error" showIcon role="alert" message={problem} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
