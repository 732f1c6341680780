import {
  SUPPORT_STAFF_CHANNEL,
  type SupportConversationSummary,
  type SupportMessage,
  type SupportPlayerEvent,
  type SupportStaffEvent,
} from '@fairround/shared';
import type { Database } from '../../platform/db/database.js';
import type { Realtime } from '../../platform/ws/realtime.js';
import { announceNotifications } from '../notifications/notifications.service.js';

/**
 * Pushes after the commit. Best effort: a missed push only delays the update until the client
 * reloads the history (the app does on reconnect), so a failed fan-out never fails the call.
 */
export function createSupportNotifier(realtime: Realtime, db: Database) {
  // A visitor has no session and no private channel: their page reloads the history instead.
  const toPlayer = (playerId: string | null, event: SupportPlayerEvent) =>
    playerId ? realtime.publishToPlayer(playerId, 'support', event).catch(() => null) : null;
  const toStaff = (event: SupportStaffEvent) => realtime.publish(SUPPORT_STAFF_CHANNEL, event).catch(() => null);

  return {
    async message(conversation: SupportConversationSummary, forPlayer: SupportMessage, forStaff: SupportMessage) {
      await Promise.all([
        toPlayer(conversation.playerId, { type: 'support.message', message: forPlayer }),
        toStaff({ type: 'support.conversation', conversation, message: forStaff }),
        // An operator's reply also wrote the player a notice.
        forPlayer.sender === 'staff' && conversation.playerId ? announceNotifications({ db, realtime }, [conversation.playerId]) : null,
      ]);
    },
    async conversation(conversation: SupportConversationSummary, statusChanged: boolean) {
      await Promise.all([
        statusChanged ? toPlayer(conversation.playerId, { type: 'support.status', status: conversation.status }) : null,
        toStaff({ type: 'support.conversation', conversation }),
      ]);
    },
  };
}

export type SupportNotifier = ReturnType<typeof createSupportNotifier>;
