import type { AdminVerification, StaffMe, VerificationSettings } from '@fairround/shared';
import { act } from '@testing-library/react';
import { authKeys } from '../../lib/query-keys';
import { queryClient } from '../../lib/api';

/** Verifications and settings the page's tests play the server with. */
export const PENDING: AdminVerification = {
  id: '5d0e7c1a-3b2f-4e6d-9a8c-7b6a5f4e3d21',
  playerId: '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c001',
  username: 'alice',
  documentType: 'passport',
  status: 'pending',
  submittedAt: '2026-11-30T08:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  reason: null,
  note: null,
  files: [
    { kind: 'document', mime: 'image/png', bytes: 1200 },
    { kind: 'selfie', mime: 'image/jpeg', bytes: 2400 },
  ],
  filesDeletedAt: null,
  filesDeleteAt: null,
};

export const APPROVED: AdminVerification = {
  ...PENDING,
  id: '5d0e7c1a-3b2f-4e6d-9a8c-7b6a5f4e3d22',
  username: 'bob',
  playerId: '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c002',
  documentType: 'id_card',
  status: 'approved',
  decidedAt: '2026-12-01T09:00:00.000Z',
  decidedBy: 'finance1',
  filesDeleteAt: '2026-12-31T09:00:00.000Z',
};

export const REJECTED_DELETED: AdminVerification = {
  ...PENDING,
  id: '5d0e7c1a-3b2f-4e6d-9a8c-7b6a5f4e3d23',
  username: 'carol',
  playerId: '7b0f3c8e-2a51-4c47-9d0e-51f0a3f0c003',
  documentType: 'driving_licence',
  status: 'rejected',
  decidedAt: '2026-10-01T09:00:00.000Z',
  decidedBy: 'owner1',
  reason: 'document_expired',
  note: 'Please send the new card',
  files: [],
  filesDeletedAt: '2026-10-31T09:00:00.000Z',
  filesDeleteAt: null,
};

export const SETTINGS: VerificationSettings = {
  mode: 'first_withdrawal',
  threshold: null,
  retentionDays: 30,
};

/** A tiny PNG's bytes as the file call answers them. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Makes the signed-in staff need two-factor codes, as a deployment with ADMIN_REQUIRE_2FA does. */
export function requireTwoFactor(): void {
  act(() => {
    queryClient.setQueryData<StaffMe>(authKeys.me, (me) => (me ? { ...me, twoFactorRequired: true } : me));
  });
}
