import { fillTemplate, type Catalogue } from '../i18n/catalogue.js';
import { UI_LANGUAGES, type UiLanguage } from '../i18n/languages.js';
import { ownValue } from '../own-keys.js';
import type { NotificationKind, NotificationParams } from './notification-schemas.js';

/** Params that are amounts: written as money in the reader's language. */
const MONEY_PARAMS = new Set(['amount', 'principal', 'interest']);

/** An operator's message keeps each language's words under `text.<language>`. */
const textKey = (language: UiLanguage) => `text.${language}`;

/**
 * The values of an `operator_message` notice: each written language's words, and `text`, the
 * first language written, for readers whose language was left empty.
 */
export function operatorMessageParams(texts: Partial<Record<UiLanguage, string>>): NotificationParams {
  const written = UI_LANGUAGES.flatMap((language) => {
    const text = texts[language]?.trim();
    return text ? [[language, text] as const] : [];
  });
  return {
    text: written[0]?.[1] ?? '',
    ...Object.fromEntries(written.map(([language, text]) => [textKey(language), text])),
  };
}

/**
 * A notice's title and text in the reader's language: the kind's template filled with the values
 * the server kept, amounts as money (`money`, signed for a balance correction), a limit named the
 * way the protection screen names it, and the catalogue's words for what was not known. The app's
 * list and the Web Push message both word notices here, so they never differ.
 */
export function noticeText(
  texts: Catalogue['web'],
  notice: { kind: NotificationKind; params: NotificationParams },
  money: (value: string, options: { signed: boolean }) => string,
  language: UiLanguage,
): { title: string; body: string } {
  const template = texts.notifications.kinds[notice.kind];
  const values: Record<string, string> = Object.fromEntries(
    Object.entries(notice.params).map(([key, value]) => [
      key,
      MONEY_PARAMS.has(key) ? money(value, { signed: key === 'amount' && notice.kind === 'balance_adjusted' }) : value,
    ]),
  );
  if (notice.kind === 'limit_in_force') {
    const protection = texts.protection;
    const limit = notice.params.kind === 'loss' ? protection.limits.lossAmount : protection.limits.depositAmount;
    values.limit = fillTemplate(limit, { period: ownValue(protection.periods, notice.params.period ?? '') ?? '' });
    if (!notice.params.amount) values.amount = protection.limits.none;
  }
  if (notice.kind === 'operator_message') values.text = ownValue(notice.params, textKey(language)) || (notice.params.text ?? '');
  if (notice.kind === 'new_login') {
    values.device ||= texts.account.devices.unknownDevice;
    values.ip ||= texts.account.devices.noAddress;
  }
  return { title: template.title, body: fillTemplate(template.body, values) };
}
