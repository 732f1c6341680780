import { rtpText, type AdminRoomView } from '@fairround/shared';
import { Alert, Button, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime, useLanguage } from '../../lib/i18n';
import { Money } from '../../components/money';
import { useStaffCan } from '../../lib/access';
import { ROUNDS_EDITORS } from './access';
import { useRooms } from './api';
import { optionName, RoomEditor, roomTitle } from './room-editor';
import { RoomTypePicker, useRoomTypeParam } from './room-type-picker';

/** Odds of every option in one line each, with their RTP; pending odds shown beside. */
function OddsCell({ room, options }: { room: AdminRoomView; options: string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="rounds-odds">
      {options.map((key, option) => (
        <Tooltip key={key} title={`${t('rounds.rooms.rtp')} ${rtpText(room.rtpBasisPoints[option] ?? 0)}`}>
          <Tag bordered={false}>
            {optionName(language, room.roomType, key)} <span className="money">{room.rates[option]}</span>
            {room.pendingRates && room.pendingRates[option] !== room.rates[option] ? (
              <>
                {' → '}
                <span className="money">{room.pendingRates[option]}</span>
              </>
            ) : null}
          </Tag>
        </Tooltip>
      ))}
      {room.pendingRates && room.pendingFrom ? (
        <Typography.Text type="secondary" className="rounds-odds__pending">
          → {t('rounds.rooms.pending')} ({formatDateTime(new Date(room.pendingFrom).toISOString(), language)})
        </Typography.Text>
      ) : null}
    </div>
  );
}

/** Rooms of a room type: limits and odds with their RTP; owners edit them. */
export function RoomsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [roomType, setRoomType] = useRoomTypeParam();
  const canEdit = useStaffCan(ROUNDS_EDITORS);
  const rooms = useRooms(roomType);
  const [editing, setEditing] = useState<AdminRoomView | null>(null);
  const options = rooms.data?.options ?? [];
  const columns: TableColumnsType<AdminRoomView> = [
    {
      title: t('rounds.rooms.room'),
      key: 'room',
      width: 170,
      render: (_, room) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{roomTitle(language, room)}</Typography.Text>
          <Typography.Text type="secondary">#{room.id}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('rounds.rooms.minJoin'),
      dataIndex: 'minJoin',
      width: 120,
      render: (value: string) => <Money value={value} />,
    },
    {
      title: t('rounds.rooms.minBuy'),
      dataIndex: 'minBuy',
      width: 110,
      render: (value: string) => <Money value={value} />,
    },
    { title: t('rounds.rooms.minLevel'), dataIndex: 'minLevel', width: 90 },
    {
      title: t('rounds.rooms.enabled'),
      dataIndex: 'enabled',
      width: 80,
      render: (enabled: boolean) => <Tag color={enabled ? 'success' : 'default'}>{enabled ? '✓' : '—'}</Tag>,
    },
    {
      title: t('rounds.rooms.odds'),
      key: 'odds',
      render: (_, room) => <OddsCell room={room} options={options} />,
    },
    ...(canEdit
      ? [
          {
            title: '',
            key: 'edit',
            width: 90,
            render: (_: unknown, room: AdminRoomView) => (
              <Button onClick={() => setEditing(room)} aria-label={`${t('rounds.rooms.edit')} ${room.id}`}>
                {t('rounds.rooms.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <PageHeader
        title={t('rounds.rooms.title')}
        subtitle={t('rounds.rooms.subtitle')}
        extra={<RoomTypePicker value={roomType} onChange={setRoomType} />}
      />
      {!canEdit && <Alert type="info" showIcon className="section-alert" message={t('rounds.readOnly')} />}
      {rooms.isError && (
        <Alert type="error" showIcon className="section-alert" message={t('rounds.loadFailed')} />
      )}
      {rooms.data && (
        <Typography.Paragraph type="secondary">
          {t('rounds.rooms.maxRtp', { max: rtpText(rooms.data.maxRtpBasisPoints) })}
        </Typography.Paragraph>
      )}
      <Table<AdminRoomView>
        rowKey="id"
        columns={columns}
        dataSource={rooms.data?.list ?? []}
        loading={rooms.isPending}
        pagination={false}
      />
      {editing && rooms.data && (
        <RoomEditor
          key={editing.id}
          room={editing}
          options={options}
          maxRtpBp={rooms.data.maxRtpBasisPoints}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
