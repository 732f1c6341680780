import { useRef, type KeyboardEvent } from 'react';
import './segmented-tabs.css';

export type SegmentedTab<K extends string> = { key: K; label: string };

export type SegmentedTabsProps<K extends string> = {
  /** Spoken name of the group ("Period"). */
  label: string;
  tabs: readonly SegmentedTab<K>[];
  /** The selected tab; null when none is (e.g. a custom date range replaced the tabs). */
  value: K | null;
  onChange: (key: K) => void;
};

/**
 * A row of filter tabs (all / today / yesterday / 7 days). Real buttons in a tablist: one Tab
 * stop, arrow keys move between tabs (WAI-ARIA tabs pattern), the selection follows focus.
 */
export function SegmentedTabs<K extends string>({ label, tabs, value, onChange }: SegmentedTabsProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);
  const focusIndex = tabs.findIndex((tab) => tab.key === value);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.key);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div ref={listRef} className="fr-segmented" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const selected = tab.key === value;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            className="fr-segmented__tab"
            aria-selected={selected}
            tabIndex={selected || (focusIndex < 0 && index === 0) ? 0 : -1}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
