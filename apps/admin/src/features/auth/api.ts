import type { StaffLoginInput, StaffLoginResult } from '@fairround/shared';
import { apiPost } from '../../lib/api';

/** Logging in and out; who is signed in (`useMe`) is lib/access, read by every feature. */

export function login(body: StaffLoginInput): Promise<StaffLoginResult> {
  return apiPost<StaffLoginResult>('/api/admin/login', body, { toast: false });
}

export function logout(): Promise<null> {
  return apiPost<null>('/api/admin/logout');
}
