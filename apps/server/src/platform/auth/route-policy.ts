import type { StaffRole, UiLanguage } from '@fairround/shared';

// The roles are the console's too, so they are defined once in shared.
export { STAFF_ROLES, type StaffRole } from '@fairround/shared';

/**
 * Who may call a route, declared once in the route's `config.auth` and enforced by one hook
 * (`auth-hook.ts`), never pasted into handlers.
 * - public: anyone; a valid player token is still resolved when present.
 * - player: a live player session, else envelope 409.
 * - staff: a live staff session with one of `roles`; `stepUp` (every action that moves money,
 *   changes where money goes or who can act, or weakens a control) also demands two-factor
 *   (when ADMIN_REQUIRE_2FA) and the current TOTP code in the body's `otp`. With
 *   ADMIN_REQUIRE_2FA a session whose account has not turned two-factor on may call only the
 *   routes marked `beforeTwoFactor` (who am I, sign out, two-factor setup): a new account must
 *   enrol before it can do anything else (3005). A session whose password an owner reset may
 *   call only the routes marked `beforePasswordChange` (who am I, sign out, change password) until
 *   it sets its own (3095).
 * - download: a file fetched by a plain browser link (`GET …?token=`), which can neither post a
 *   body nor send a bearer header. The query's single-use token, issued by a staff POST call that
 *   checked the role, is the credential: the hook hands it to `authenticators.download`, which
 *   spends it and answers the staff and grant it was issued for, or throws the catalogue error.
 */
export type RoutePolicy =
  | { kind: 'public' }
  | { kind: 'player' }
  | {
      kind: 'staff';
      roles: readonly StaffRole[];
      stepUp?: boolean;
      beforeTwoFactor?: boolean;
      beforePasswordChange?: boolean;
    }
  | { kind: 'staff-login' }
  | { kind: 'download' };

/** What a spent download token was issued for: who asked (still signed in) and what, as stored. */
export type DownloadGrant = { staff: StaffPrincipal; subject: string; payload: unknown; filename: string };

export type PlayerPrincipal = { playerId: string; sessionId: string };
export type StaffPrincipal = {
  staffId: string;
  sessionId: string;
  username: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  /** An owner reset the password: only `beforePasswordChange` routes until the staff sets a new one. */
  mustChangePassword?: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RoutePolicy;
  }
  interface FastifyRequest {
    language: UiLanguage;
    player: PlayerPrincipal | null;
    staff: StaffPrincipal | null;
    download: DownloadGrant | null;
  }
}
