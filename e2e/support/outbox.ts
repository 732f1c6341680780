import { accountsAdminEndpoints } from '@fairround/shared';
import type { APIRequestContext } from '@playwright/test';
import { callApi } from './api.js';
import { createStaff, totpWaitMs, type E2eStaff } from './staff.js';

/**
 * Owners who read the outbox for the specs' set-up. The server shows codes only to an owner with a
 * fresh two-factor code per look (issue #23), and each account has one code per 30 s step, so
 * set-ups that register players back to back would wait on one account's clock. A few readers
 * take turns instead; each costs one of the harness owner's codes once, when every reader made so
 * far would have to wait.
 */
const MAX_READERS = 3;
const readers: E2eStaff[] = [];

async function readerWithCodeNow(request: APIRequestContext): Promise<E2eStaff> {
  const ready = readers.find((reader) => reader.secret && totpWaitMs(reader.secret) === 0);
  if (ready) return ready;
  if (readers.length < MAX_READERS) {
    const reader = await createStaff(request, { role: 'owner', twoFactor: true, prefix: 'e2e-reader' });
    readers.push(reader);
    return reader;
  }
  // All busy: the one whose next code comes first.
  return readers.reduce((soonest, reader) =>
    totpWaitMs(reader.secret ?? '') < totpWaitMs(soonest.secret ?? '') ? reader : soonest,
  );
}

/** The code in the newest outbox message to `phone`, read the only way the server allows. */
export async function outboxCode(request: APIRequestContext, phone: string): Promise<string> {
  const reader = await readerWithCodeNow(request);
  const outbox = await callApi<{ list: { text: string }[] }>(request, accountsAdminEndpoints.smsOutbox.path, {
    token: reader.token,
    otp: reader.otp(),
    phone,
  });
  if (outbox.code !== 1) throw new Error(`sms/outbox failed: ${outbox.info}`);
  const code = /\b(\d{6})\b/.exec(outbox.data.list[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}
