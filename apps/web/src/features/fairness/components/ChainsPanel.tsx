import type { FairChain } from '@fairround/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState, ErrorState, LoadingState } from '../../../components/ui';
import { isApiError } from '../../../lib/api';
import { useFormatters } from '../../../lib/format';
import { useFairChains } from '../api/fair';
import { useGameNames } from '../api/game-names';
import type { LiveChain } from '../lib/chains';
import { Hash } from './Hash';

/** The chain published to follow the live one: its commitment is already fixed too. */
function NextChain({ chain }: { chain: FairChain }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className="fr-fair-next">
      <h4 className="fr-fair-step__title">{t('fairness.chains.next')}</h4>
      <dl className="fr-fair-facts">
        <div>
          <dt>{t('fairness.chains.chainId')}</dt>
          <dd className="fr-fair-mono fr-fair-break">{chain.id}</dd>
        </div>
        <div>
          <dt>{t('fairness.chains.publishedAt')}</dt>
          <dd className="fr-num">{format.dateTime(chain.publishedAt)}</dd>
        </div>
      </dl>
      <dl className="fr-fair-hashes" data-testid="fair-chain-next">
        <Hash label={t('fairness.chains.terminatingHash')} value={chain.terminatingHash} />
        <Hash label={t('fairness.chains.salt')} value={chain.salt} />
      </dl>
    </div>
  );
}

/** One game's live chain: what it committed to (T, salt), when, and how far it has run. */
function ChainCard({ live, game, selected }: { live: LiveChain; game: string; selected: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { chain, left, next } = live;
  const headingId = `fair-chain-${chain.roomType}`;
  return (
    <Card
      className={
        selected ? 'fr-fair-card fr-fair-chain fr-fair-chain--selected' : 'fr-fair-card fr-fair-chain'
      }
      aria-labelledby={headingId}
      aria-current={selected ? 'true' : undefined}
      data-testid="fair-chain"
      data-room-type={chain.roomType}
    >
      <h3 id={headingId} className="fr-fair-heading">
        {game}
      </h3>
      <dl className="fr-fair-facts">
        <div>
          <dt>{t('fairness.chains.chainId')}</dt>
          <dd className="fr-fair-mono fr-fair-break" data-testid="fair-chain-id">
            {chain.id}
          </dd>
        </div>
        <div>
          <dt>{t('fairness.chains.publishedAt')}</dt>
          <dd className="fr-num">{format.dateTime(chain.publishedAt)}</dd>
        </div>
        <div>
          <dt>{t('fairness.chains.used')}</dt>
          <dd className="fr-num">
            {t('fairness.chains.usedValue', {
              used: format.number(chain.used),
              length: format.number(chain.length),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('fairness.chains.left')}</dt>
          <dd className="fr-num">{format.number(left)}</dd>
        </div>
      </dl>
      <dl className="fr-fair-hashes" data-testid="fair-chain-live">
        <Hash label={t('fairness.chains.terminatingHash')} value={chain.terminatingHash} />
        <Hash label={t('fairness.chains.salt')} value={chain.salt} />
      </dl>
      {next ? <NextChain chain={next} /> : <p className="fr-fair-note">{t('fairness.chains.noNext')}</p>}
    </Card>
  );
}

/**
 * The commitment of every live chain, shown before any round is checked (issue #25): a player
 * can note T and the salt before betting, and every seed revealed later must hash back to them.
 * `selected` marks the game being checked; `scrollToSelected` (a link naming a game, such as the
 * rules sheet's) brings its card into view once the chains have loaded.
 */
export function ChainsPanel({ selected, scrollToSelected }: { selected: number; scrollToSelected: boolean }) {
  const { t } = useTranslation();
  const chains = useFairChains();
  const gameName = useGameNames();
  const selectedItem = useRef<HTMLLIElement>(null);
  const scrolled = useRef(false);

  useEffect(() => {
    if (!scrollToSelected || scrolled.current || !chains.data) return;
    scrolled.current = true;
    selectedItem.current?.scrollIntoView?.({ block: 'start' });
  }, [scrollToSelected, chains.data]);

  return (
    <section className="fr-fair-chains" aria-labelledby="fair-chains">
      <h2 id="fair-chains" className="fr-fair-heading">
        {t('fairness.chains.title')}
      </h2>
      <p className="fr-fair-note">{t('fairness.chains.intro')}</p>
      {chains.isPending && <LoadingState label={t('fairness.chains.loading')} />}
      {chains.isError && (
        <ErrorState
          title={t('fairness.chains.loadFailed')}
          description={isApiError(chains.error) ? chains.error.info : undefined}
          onRetry={() => void chains.refetch()}
          retrying={chains.isFetching}
        />
      )}
      {chains.data?.length === 0 && (
        <EmptyState title={t('fairness.chains.empty')} description={t('fairness.chains.emptyHint')} />
      )}
      {chains.data && chains.data.length > 0 && (
        <ul className="fr-fair-chain-list">
          {chains.data.map((live) => {
            const isSelected = live.chain.roomType === selected;
            return (
              <li
                key={live.chain.id}
                ref={isSelected ? selectedItem : undefined}
                className="fr-fair-chain-item"
              >
                <ChainCard live={live} game={gameName(live.chain.roomType)} selected={isSelected} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
