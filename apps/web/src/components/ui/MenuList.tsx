import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from './menu-icons';
import './menu-list.css';

export type MenuItem = {
  key: string;
  label: string;
  icon?: ReactNode;
  /** A screen to open (a real link) … */
  to?: string;
  /** … or an action on this screen. Without either the row only shows its value. */
  onClick?: () => void;
  /** Shown at the end of the row, e.g. the current language or the version. */
  value?: ReactNode;
};

function RowContent({ item, arrow }: { item: MenuItem; arrow: boolean }) {
  return (
    <>
      {item.icon && <span className="fr-menu__icon">{item.icon}</span>}
      <span className="fr-menu__label">{item.label}</span>
      {item.value !== undefined && <span className="fr-menu__value">{item.value}</span>}
      {arrow && (
        <span className="fr-menu__arrow">
          <ChevronRightIcon size={20} />
        </span>
      )}
    </>
  );
}

function Row({ item }: { item: MenuItem }) {
  if (item.to) {
    return (
      <Link className="fr-menu__row" to={item.to}>
        <RowContent item={item} arrow />
      </Link>
    );
  }
  if (item.onClick) {
    return (
      <button type="button" className="fr-menu__row" onClick={item.onClick}>
        <RowContent item={item} arrow />
      </button>
    );
  }
  return (
    <div className="fr-menu__row fr-menu__row--static">
      <RowContent item={item} arrow={false} />
    </div>
  );
}

/** A grouped list of menu rows (links to screens, actions, or plain facts such as the version). */
export function MenuList({ items, label }: { items: readonly MenuItem[]; label?: string }) {
  return (
    <nav className="fr-menu" aria-label={label}>
      <ul className="fr-row-list">
        {items.map((item) => (
          <li key={item.key}>
            <Row item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
