/**
 * Who is signed in and what their role lets them open. Role lists read by several features live
 * here; a list only one feature reads stays in that feature's `access.ts`.
 */
export { meQuery, useMe } from './me';
export {
  CASHIER_OPERATORS,
  CASHIER_READERS,
  CASHIER_SETTINGS_EDITORS,
  OWNER_ONLY,
  PLAYER_MODERATORS,
  PLAYER_READERS,
  useStaffCan,
} from './roles';
