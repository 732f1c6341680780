import type { z } from 'zod';
import type { adminInvitationsListBodyShape, InvitationKind } from '../accounts/account-schemas.js';
import type { ListPage } from './list-page.js';

/** `POST /api/admin/invitations/list`: house codes first, then newest; times as ISO strings. */
export type AdminInvitationCode = {
  code: string;
  kind: InvitationKind;
  enabled: boolean;
  createdAt: string;
  ownerPlayerId: string | null;
  ownerUsername: string | null;
  /** Players who registered with this code. */
  referrals: number;
};
export type AdminInvitationsQuery = z.output<z.ZodObject<typeof adminInvitationsListBodyShape>>;
export type AdminInvitationsPage = ListPage<AdminInvitationCode>;

/** What `invitations/create`, `enable` and `disable` answer: the code as it now stands. */
export type AdminInvitationState = { code: string; kind: InvitationKind; enabled: boolean };
