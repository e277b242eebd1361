import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from '@cigogne/ui/router';
import './page.css';

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right (under the title on phones). */
  actions?: ReactNode;
  back?: { to: string; label: ReactNode };
}

/**
 * The h1 of a feature screen, with an optional back link and actions. Importing it brings the page
 * layout styles (page.css): `cg-page` (+ `cg-page--narrow` for forms), `cg-panel`, `cg-muted`, `cg-empty`.
 */
export function PageHeader({ title, subtitle, actions, back }: Props) {
  return (
    <header className="cg-page-header">
      {back && (
        <Link to={back.to} className="cg-back-link">
          <ArrowLeftOutlined aria-hidden /> {back.label}
        </Link>
      )}
      <div className="cg-page-header__row">
        <div className="cg-page-header__text">
          <h1 className="cg-page-header__title">{title}</h1>
          {subtitle && <p className="cg-page-header__subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="cg-page-header__actions">{actions}</div>}
      </div>
    </header>
  );
}
