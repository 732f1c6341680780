import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

/** A raised surface grouping one topic of a screen. */
export function Card({ className, children, ...rest }: HTMLAttributes<HTMLElement> & { children: ReactNode }) {
  return (
    <section className={['fr-card', className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </section>
  );
}
