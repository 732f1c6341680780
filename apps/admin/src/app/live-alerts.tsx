import { SoundFilled, SoundOutlined } from '@ant-design/icons';
import {
  CASHIER_STAFF_CHANNEL,
  cashierStaffEventSchema,
  SUPPORT_STAFF_CHANNEL,
  type CashierStaffEvent,
  type SupportStaffEvent,
} from '@fairround/shared';
import type { ChannelSignal } from '@fairround/shared/realtime/client';
import { useRealtimeStatus } from '@fairround/shared/realtime/react';
import { App as AntApp, Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe } from '../lib/access';
import { playChime, useChimePreference, useStaffChannel } from '../lib/realtime';

/** The same roles the server lets subscribe (platform/ws/channel-access.ts). */
const CASHIER_ROLES: readonly string[] = ['owner', 'finance'];
const SUPPORT_ROLES: readonly string[] = ['owner', 'support'];
const NOTIFICATION_SECONDS = 8;

type Alert = { key: string; title: string; text: string; path: string };

function newRequestOf(signal: ChannelSignal): CashierStaffEvent | null {
  if (signal.type !== 'event') return null;
  const parsed = cashierStaffEventSchema.safeParse(signal.payload);
  return parsed.success && parsed.data.change === 'created' ? parsed.data : null;
}

function playerMessageOf(signal: ChannelSignal): SupportStaffEvent | null {
  if (signal.type !== 'event') return null;
  const event = signal.payload as Partial<SupportStaffEvent> | null;
  return event?.type === 'support.conversation' && event.message?.sender === 'player' && event.conversation
    ? (event as SupportStaffEvent)
    : null;
}

/**
 * Tells the operator, wherever they are in the console, about a new deposit or withdrawal
 * request or a player's chat message: a notification in the corner that links to the queue or
 * the conversation, and the chime if they turned sound on. Lists refresh on their own screens.
 */
export function LiveAlerts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notification } = AntApp.useApp();
  const role = useMe().data?.staff.role;

  const show = (alert: Alert) => {
    notification.info({
      key: alert.key,
      message: alert.title,
      description: alert.text,
      placement: 'bottomRight',
      duration: NOTIFICATION_SECONDS,
      actions: (
        <Button
          type="primary"
          size="small"
          onClick={() => {
            notification.destroy(alert.key);
            void navigate(alert.path);
          }}
        >
          {t('live.open')}
        </Button>
      ),
    });
    playChime();
  };

  useStaffChannel(role && CASHIER_ROLES.includes(role) ? CASHIER_STAFF_CHANNEL : null, (signal) => {
    const request = newRequestOf(signal);
    if (!request) return;
    show({
      key: `${request.kind}:${request.id}`,
      title: t(request.kind === 'deposit' ? 'live.depositTitle' : 'live.withdrawalTitle'),
      text: t('live.amount', { amount: request.amount }),
      path: request.kind === 'deposit' ? '/deposits?status=pending' : '/withdrawals?status=pending',
    });
  });

  useStaffChannel(role && SUPPORT_ROLES.includes(role) ? SUPPORT_STAFF_CHANNEL : null, (signal) => {
    const event = playerMessageOf(signal);
    if (!event?.message) return;
    show({
      key: `chat:${event.conversation.id}`,
      title: t('live.chatTitle', { name: event.conversation.username }),
      text: event.message.content.slice(0, 140),
      path: '/support',
    });
  });
  return null;
}

/** The header's sound switch, with a dot that says whether live updates are connected. */
export function LiveSoundToggle() {
  const { t } = useTranslation();
  const [soundOn, setSoundOn] = useChimePreference();
  const label = soundOn ? t('live.soundOn') : t('live.soundOff');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        aria-pressed={soundOn}
        data-testid="live-sound"
        icon={soundOn ? <SoundFilled /> : <SoundOutlined />}
        onClick={() => setSoundOn(!soundOn)}
      />
    </Tooltip>
  );
}

/** Shown in the header only while the socket is reconnecting: lists poll meanwhile. */
export function LiveReconnecting() {
  const { t } = useTranslation();
  if (useRealtimeStatus() !== 'reconnecting') return null;
  return (
    <Tooltip title={t('live.offline')}>
      <Tag color="warning" data-testid="live-reconnecting">
        {t('live.reconnecting')}
      </Tag>
    </Tooltip>
  );
}
