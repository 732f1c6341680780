/** Where the server sends SMS codes (`SMS_PROVIDER`): only `outbox` keeps them for the console. */
export const SMS_PROVIDERS = ['outbox', 'http'] as const;
export type SmsProviderKind = (typeof SMS_PROVIDERS)[number];

export type SmsOutboxMessage = { id: string; phone: string; text: string; createdAt: string };

/** `POST /api/admin/sms/outbox`: recent messages, newest first; none with the http provider. */
export type SmsOutbox = { provider: SmsProviderKind; list: SmsOutboxMessage[] };
