import { z } from 'zod';

/** Where the server sends SMS codes (`SMS_PROVIDER`): only `outbox` keeps them for the console. */
export const SMS_PROVIDERS = ['outbox', 'http'] as const;
export type SmsProviderKind = (typeof SMS_PROVIDERS)[number];

export const smsOutboxMessageSchema = z.object({
  id: z.string(),
  phone: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type SmsOutboxMessage = z.infer<typeof smsOutboxMessageSchema>;

/** `POST /api/admin/sms/outbox`: recent messages, newest first; none with the http provider. */
export const smsOutboxSchema = z.object({
  provider: z.enum(SMS_PROVIDERS),
  list: z.array(smsOutboxMessageSchema),
});
export type SmsOutbox = z.infer<typeof smsOutboxSchema>;
