import type { BatchEntry } from '@fairround/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, ErrorState, LoadingState } from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import type { FairRoomType } from '../lib/room-types';
import { useBatchVerification } from '../lib/use-batch';
import { Mark } from './Mark';

function Progress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  // Whole percent from two integers: no float reaches the screen.
  const percent = total === 0 ? 100 : Math.floor((done * 100) / total);
  return (
    <div className="fr-fair-progress">
      <div
        className="fr-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-label={t('fairness.batch.progressLabel')}
      >
        <span className="fr-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="fr-fair-note fr-num">{t('fairness.batch.progress', { done, total })}</p>
    </div>
  );
}

function Summary({ entries, onOpen }: { entries: BatchEntry[]; onOpen: (seqno: string) => void }) {
  const { t } = useTranslation();
  const failed = entries.filter((entry) => entry.status !== 'verified');
  const ok = entries.length - failed.length;
  const allOk = failed.length === 0;
  const newest = entries[0]?.proof.seqno ?? '';
  const oldest = entries.at(-1)?.proof.seqno ?? '';
  return (
    <Card className="fr-fair-card" aria-labelledby="fair-batch-summary">
      <p
        id="fair-batch-summary"
        className={allOk ? 'fr-fair-verdict fr-fair-verdict--ok' : 'fr-fair-verdict fr-fair-verdict--bad'}
        role="status"
        data-testid="fair-batch-summary"
      >
        <Mark ok={allOk} />
        <span>
          {allOk
            ? t('fairness.batch.summaryAll', { total: entries.length })
            : t('fairness.batch.summarySome', { ok, total: entries.length, failed: failed.length })}
        </span>
      </p>
      <p className="fr-fair-note fr-num">{t('fairness.batch.range', { first: oldest, last: newest })}</p>
      {!allOk && (
        <>
          <h3 className="fr-fair-heading">{t('fairness.batch.failedList')}</h3>
          <ul className="fr-fair-rounds">
            {failed.map((entry) => (
              <li key={entry.proof.seqno}>
                <button
                  type="button"
                  className="fr-fair-round fr-fair-round--bad"
                  onClick={() => onOpen(entry.proof.seqno)}
                  aria-label={t('fairness.batch.open', { seqno: entry.proof.seqno })}
                >
                  <Mark ok={false} />
                  <span className="fr-num">{entry.proof.seqno}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className="fr-fair-heading">{t('fairness.batch.rounds')}</h3>
      <ul className="fr-fair-grid">
        {entries.map((entry) => (
          <li key={entry.proof.seqno}>
            <button
              type="button"
              className="fr-fair-chip"
              onClick={() => onOpen(entry.proof.seqno)}
              aria-label={t('fairness.batch.open', { seqno: entry.proof.seqno })}
            >
              <Mark ok={entry.status === 'verified'} />
              <span className="fr-num">{entry.proof.seqno.slice(-4)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The batch mode: the latest 100 drawn rounds of a room type, checked here one by one. */
export function BatchPanel({
  roomType,
  onOpen,
}: {
  roomType: FairRoomType;
  onOpen: (seqno: string) => void;
}) {
  const { t } = useTranslation();
  const failedMessage = useCallback(
    (error: unknown) => (isApiError(error) ? error.info : t('fairness.loadFailed')),
    [t],
  );
  const { state, run } = useBatchVerification(failedMessage);
  const busy = state.phase === 'loading' || state.phase === 'checking';
  return (
    <>
      <Card className="fr-fair-card">
        <p className="fr-fair-note">{t('fairness.batch.intro')}</p>
        <Button block size="large" loading={busy} onClick={() => void run(roomType)}>
          {state.phase === 'done' ? t('fairness.batch.again') : t('fairness.batch.start')}
        </Button>
        {state.phase === 'checking' && <Progress done={state.done} total={state.total} />}
      </Card>
      {state.phase === 'loading' && <LoadingState />}
      {state.phase === 'error' && (
        <ErrorState
          title={t('fairness.loadFailed')}
          description={state.message}
          onRetry={() => void run(roomType)}
        />
      )}
      {state.phase === 'done' && state.entries.length === 0 && (
        <EmptyState title={t('fairness.batch.empty')} />
      )}
      {state.phase === 'done' && state.entries.length > 0 && (
        <Summary entries={state.entries} onOpen={onOpen} />
      )}
    </>
  );
}
