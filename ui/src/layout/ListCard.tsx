import type { ReactNode } from 'react';
import { Link } from '@cigogne/ui/router';
import { themeShades } from '@cigogne/ui/theme-color/palette';
import './list-card.css';

interface Props {
  /** Where the title leads (the item's own screen). */
  to: string;
  title: ReactNode;
  themeColor: string | null | undefined;
  /** A small picture before the text (a wishlist's cover). */
  cover?: ReactNode;
  /** A muted line under the title. */
  meta?: ReactNode;
  /** Badges and counts under the title. */
  badges: ReactNode;
  /** Buttons at the end of the card. */
  actions: ReactNode;
}

/** The grid of a feature's list screen (/predictions, /wishlists, /timelines). */
export function ListCards({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <ul className="cg-list-cards" aria-label={label}>
      {children}
    </ul>
  );
}

/** One card of that grid: the theme colour as an accent, title, meta, badges, then actions. */
export function ListCard({ to, title, themeColor, cover, meta, badges, actions }: Props) {
  return (
    <li className="cg-list-card" style={{ borderInlineStartColor: themeShades(themeColor).swatch }}>
      {cover && <div className="cg-list-card__cover">{cover}</div>}
      <div className="cg-list-card__main">
        <h2 className="cg-list-card__title">
          <Link to={to}>{title}</Link>
        </h2>
        {meta && <p className="cg-list-card__meta">{meta}</p>}
        <div className="cg-list-card__badges">{badges}</div>
      </div>
      <div className="cg-list-card__actions">{actions}</div>
    </li>
  );
}
