import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, LoadingState, TextField } from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { fetchRecentRounds, useFairRound } from '../api/fair';
import type { FairRoomType } from '../lib/room-types';
import { RoundResultPanel } from './RoundResultPanel';

type Target = { roomType: FairRoomType; seqno: string };

/**
 * One round: the seqno typed or taken from the link, or the latest drawn round of the type.
 * `onTarget` keeps the address in step so the check can be shared.
 */
export function SingleCheck({
  roomType,
  initialSeqno,
  onTarget,
}: {
  roomType: FairRoomType;
  initialSeqno: string;
  onTarget: (target: Target) => void;
}) {
  const { t } = useTranslation();
  const [seqno, setSeqno] = useState(initialSeqno);
  const [problem, setProblem] = useState<string | null>(null);
  const [target, setTarget] = useState<Target | null>(
    initialSeqno ? { roomType, seqno: initialSeqno } : null,
  );
  const [findingLatest, setFindingLatest] = useState(false);
  const current = target && target.roomType === roomType ? target : null;
  const round = useFairRound(current);

  function check(next: Target) {
    setProblem(null);
    setSeqno(next.seqno);
    setTarget(next);
    onTarget(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = seqno.trim();
    if (!trimmed) return setProblem(t('fairness.seqnoEmpty'));
    check({ roomType, seqno: trimmed });
  }

  async function checkLatest() {
    setFindingLatest(true);
    try {
      const { list } = await fetchRecentRounds(roomType, 1);
      if (list[0]) check({ roomType, seqno: list[0].seqno });
      else setProblem(t('fairness.noneDrawn'));
    } catch (error) {
      setProblem(isApiError(error) ? error.info : t('fairness.loadFailed'));
    } finally {
      setFindingLatest(false);
    }
  }

  return (
    <>
      <form className="fr-fair-form" onSubmit={submit} noValidate>
        <TextField
          label={t('fairness.seqno')}
          value={seqno}
          onChange={(value) => {
            setSeqno(value);
            setProblem(null);
          }}
          placeholder={t('fairness.seqnoPlaceholder')}
          hint={t('fairness.seqnoHint')}
          error={problem}
          maxLength={32}
          autoCapitalize="none"
          enterKeyHint="go"
          name="seqno"
        />
        <div className="fr-fair-actions">
          <Button type="submit" block size="large">
            {t('fairness.verify')}
          </Button>
          <Button variant="ghost" block onClick={() => void checkLatest()} loading={findingLatest}>
            {t('fairness.latest')}
          </Button>
        </div>
      </form>
      {current && round.isPending && <LoadingState />}
      {current && round.isError && (
        <ErrorState
          title={t('fairness.loadFailed')}
          description={isApiError(round.error) ? round.error.info : undefined}
          onRetry={() => void round.refetch()}
          retrying={round.isFetching}
        />
      )}
      {current && round.data && (
        <RoundResultPanel key={`${round.data.roomType}:${round.data.seqno}`} proof={round.data} />
      )}
    </>
  );
}
