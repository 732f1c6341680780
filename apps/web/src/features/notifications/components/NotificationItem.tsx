import { fillTemplate, ownValue, type PlayerNotification } from '@fairround/shared';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { usePlayerCatalogue } from '../../../lib/i18n';

/** Params that are amounts: written as money in the reader's language. */
const MONEY_PARAMS = new Set(['amount', 'principal', 'interest']);

/** "Daily deposit limit" and its new amount ("No limit" when it was removed), in the reader's words. */
function limitWords(
  protection: ReturnType<typeof usePlayerCatalogue>['web']['protection'],
  params: Record<string, string>,
  values: Record<string, string>,
): { limit: string; amount: string } {
  const template = params.kind === 'loss' ? protection.limits.lossAmount : protection.limits.depositAmount;
  const period = ownValue(protection.periods, params.period ?? '') ?? '';
  return { limit: fillTemplate(template, { period }), amount: params.amount ? (values.amount ?? '') : protection.limits.none };
}

/**
 * One notice: its kind's title and text in the reader's language (filled from the values the
 * server kept), when, and whether it is unread. Tapping opens what it is about and marks it read.
 */
export function NotificationItem({
  notice,
  onOpen,
}: {
  notice: PlayerNotification;
  onOpen: (notice: PlayerNotification) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  // The kind is one of the catalogue's (the wire schema checks it), in the reader's language.
  const catalogue = usePlayerCatalogue().web;
  const texts = catalogue.notifications.kinds[notice.kind];
  const values: Record<string, string> = Object.fromEntries(
    Object.entries(notice.params).map(([key, value]) => [
      key,
      MONEY_PARAMS.has(key) ? format.money(value, { signed: key === 'amount' && notice.kind === 'balance_adjusted' }) : value,
    ]),
  );
  if (notice.kind === 'limit_in_force') Object.assign(values, limitWords(catalogue.protection, notice.params, values));
  if (notice.kind === 'new_login') {
    // The server keeps what it knew; the words for "not known" are the reader's.
    values.device ||= catalogue.account.devices.unknownDevice;
    values.ip ||= catalogue.account.devices.noAddress;
  }
  return (
    <li className={notice.read ? 'fr-notice' : 'fr-notice fr-notice--unread'} data-testid="notice" data-kind={notice.kind}>
      <button type="button" className="fr-notice__button" onClick={() => onOpen(notice)}>
        <span className="fr-notice__head">
          <span className="fr-notice__title">{texts.title}</span>
          {!notice.read && (
            <span className="fr-notice__dot">
              <span className="fr-visually-hidden">{t('notifications.unreadMark')}</span>
            </span>
          )}
        </span>
        <span className="fr-notice__body">{fillTemplate(texts.body, values)}</span>
        <time className="fr-notice__time" dateTime={notice.createdAt} title={format.dateTime(notice.createdAt)}>
          {format.relative(notice.createdAt)}
        </time>
      </button>
    </li>
  );
}
