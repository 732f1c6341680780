import { randomUUID } from 'node:crypto';
import type { SmsProviderKind } from '@fairround/shared';
import type { Config } from '../../../config/config.js';
import type { Clock } from '../../../platform/clock.js';
import type { Database } from '../../../platform/db/database.js';
import { smsOutbox } from './sms.tables.js';

/** Delivers one text message to a full international number ("+84912345678"). */
export type SmsProvider = {
  kind: SmsProviderKind;
  send(message: { phone: string; text: string }): Promise<void>;
};

/** Keeps messages in `sms_outbox` for the console; nothing leaves the machine. */
export function createOutboxSmsProvider({ db, clock }: { db: Database; clock: Clock }): SmsProvider {
  return {
    kind: 'outbox',
    async send({ phone, text }) {
      await db.insert(smsOutbox).values({ id: randomUUID(), phone, text, createdAt: clock.now() });
    },
  };
}

const HTTP_TIMEOUT_MS = 5_000;

/** Puts a value inside the JSON template's string literal, escaped as JSON would. */
function jsonStringContent(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

/**
 * POSTs the configured JSON template to a gateway, with `{phone}` and `{text}` filled in.
 * Any answer other than 2xx, or no answer within 5 s, is a failed send.
 */
export function createHttpSmsProvider({ url, template }: { url: string; template: string }): SmsProvider {
  return {
    kind: 'http',
    async send({ phone, text }) {
      const body = template
        .replaceAll('{phone}', jsonStringContent(phone))
        .replaceAll('{text}', jsonStringContent(text));
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}

export function createSmsProvider({
  config,
  db,
  clock,
}: {
  config: Config;
  db: Database;
  clock: Clock;
}): SmsProvider {
  if (config.SMS_PROVIDER === 'http' && config.SMS_HTTP_URL) {
    return createHttpSmsProvider({ url: config.SMS_HTTP_URL, template: config.SMS_HTTP_TEMPLATE });
  }
  return createOutboxSmsProvider({ db, clock });
}
