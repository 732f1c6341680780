import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page, SegmentedTabs } from '../../components/ui';
import { BatchPanel } from './components/BatchPanel';
import { ChainsPanel } from './components/ChainsPanel';
import { HowItWorks } from './components/HowItWorks';
import { RoomTypeTabs } from './components/RoomTypeTabs';
import { SingleCheck } from './components/SingleCheck';
import { readTarget, type FairRoomType } from './lib/room-types';
import './fairness.css';

type Mode = 'single' | 'batch';

/**
 * `/fairness` (visitors too): first the commitment (T, salt) of every live chain, published before
 * its rounds; then recomputes a round's proof in the browser with Web Crypto — the seed must hash
 * forward n times to the published T, and HMAC of the seed must give the published result — or
 * the latest 100 rounds of a room type at once. `?type=&seqno=` (the room screen's proof link)
 * opens a round directly; `?type=` alone (the rules sheet's link) brings that game's chain into view.
 */
export default function FairnessPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const initial = readTarget(search);
  // Read once: later tab changes rewrite `?type=` and must not scroll the page.
  const [scrollToChain] = useState(() => search.has('type') && !initial.seqno);
  const [roomType, setRoomType] = useState<FairRoomType>(initial.roomType);
  const [mode, setMode] = useState<Mode>('single');
  // Remounts the single check with a seqno picked in the batch list.
  const [opened, setOpened] = useState({ seqno: initial.seqno, key: 0 });

  function remember(target: { roomType: FairRoomType; seqno: string }) {
    setSearch({ type: String(target.roomType), seqno: target.seqno }, { replace: true });
  }

  function open(seqno: string) {
    setMode('single');
    setOpened((current) => ({ seqno, key: current.key + 1 }));
    remember({ roomType, seqno });
  }

  function changeType(next: FairRoomType) {
    setRoomType(next);
    setOpened((current) => ({ seqno: '', key: current.key + 1 }));
    setSearch({ type: String(next) }, { replace: true });
  }

  return (
    <Page title={t('fairness.title')}>
      <div className="fr-fair">
        <HowItWorks />
        <SegmentedTabs<Mode>
          label={t('fairness.modes.label')}
          tabs={[
            { key: 'single', label: t('fairness.modes.single') },
            { key: 'batch', label: t('fairness.modes.batch') },
          ]}
          value={mode}
          onChange={setMode}
        />
        <RoomTypeTabs value={roomType} onChange={changeType} />
        {mode === 'single' ? (
          <SingleCheck
            key={`${roomType}:${opened.key}`}
            roomType={roomType}
            initialSeqno={opened.seqno}
            onTarget={remember}
          />
        ) : (
          <BatchPanel key={roomType} roomType={roomType} onOpen={open} />
        )}
        {/* Under the check, so a proof link's verdict stays in view; the rules sheet scrolls here. */}
        <ChainsPanel selected={roomType} scrollToSelected={scrollToChain} />
      </div>
    </Page>
  );
}
