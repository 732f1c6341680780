import { z } from 'zod';
import { INVITATION_KINDS, type adminInvitationsListBodyShape } from '../accounts/account-schemas.js';

/** `POST /api/admin/invitations/list`: house codes first, then newest; times as ISO strings. */
export const adminInvitationCodeSchema = z.object({
  code: z.string(),
  kind: z.enum(INVITATION_KINDS),
  enabled: z.boolean(),
  createdAt: z.string(),
  ownerPlayerId: z.string().nullable(),
  ownerUsername: z.string().nullable(),
  /** Players who registered with this code. */
  referrals: z.number().int(),
});
export type AdminInvitationCode = z.infer<typeof adminInvitationCodeSchema>;
export type AdminInvitationsQuery = z.output<z.ZodObject<typeof adminInvitationsListBodyShape>>;
export const adminInvitationsPageSchema = z.object({
  list: z.array(adminInvitationCodeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminInvitationsPage = z.infer<typeof adminInvitationsPageSchema>;

/** What `invitations/create`, `enable` and `disable` answer: the code as it now stands. */
export const adminInvitationStateSchema = z.object({
  code: z.string(),
  kind: z.enum(INVITATION_KINDS),
  enabled: z.boolean(),
});
export type AdminInvitationState = z.infer<typeof adminInvitationStateSchema>;
