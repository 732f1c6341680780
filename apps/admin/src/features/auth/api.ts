import { adminEndpoints, type StaffLoginInput, type StaffLoginResult } from '@fairround/shared';
import { apiCall } from '../../lib/api';

/** Logging in and out; who is signed in (`useMe`) is lib/access, read by every feature. */

export function login(body: StaffLoginInput): Promise<StaffLoginResult> {
  return apiCall(adminEndpoints.login, body, { toast: false });
}

export function logout(): Promise<null> {
  return apiCall(adminEndpoints.logout, {});
}
