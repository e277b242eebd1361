import type { ReactNode } from 'react';
import { Link } from '@cigogne/ui/router';
import { CssButtonLink } from '../navigation/CssButtonLink';
import { HoverHint } from '../tooltip/HoverHint';
import './dashboard.css';

export interface DashboardRowLink {
  key: string;
  to: string;
  icon: ReactNode;
  /** Accessible name and tooltip: 'Voir Les premiers pas'. */
  label: string;
}

interface Props {
  title: string;
  /** Where the title leads (usually the item's manage screen). */
  to: string;
  /** Colour of the dot before the title (the item's theme colour). */
  color?: string;
  /** Badges and counters under the title. */
  meta?: ReactNode;
  /** Icon buttons on the right. */
  links: DashboardRowLink[];
}

/** One item in a dashboard card: coloured dot, title link, meta line, icon links with tooltips (no antd component). */
export function DashboardRow({ title, to, color, meta, links }: Props) {
  return (
    <li className="cg-card-row">
      {color && <span className="cg-card-row__dot" style={{ background: color }} aria-hidden />}
      <div className="cg-card-row__main">
        <Link to={to} className="cg-card-row__title">
          {title}
        </Link>
        {meta && <div className="cg-card-row__meta">{meta}</div>}
      </div>
      <div className="cg-card-row__actions">
        {links.map((link) => (
          <HoverHint key={link.key} title={link.label}>
            <CssButtonLink to={link.to} icon={link.icon} variant="icon" aria-label={link.label} />
          </HoverHint>
        ))}
      </div>
    </li>
  );
}
