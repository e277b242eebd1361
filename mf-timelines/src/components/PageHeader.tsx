import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons on the right (under the title on phones). */
  actions?: ReactNode;
  back?: { to: string; label: ReactNode };
}

/** The h1 of a timelines screen, with an optional back link and actions. */
export function PageHeader({ title, subtitle, actions, back }: Props) {
  return (
    <header className="tl-page-header">
      {back && (
        <Link to={back.to} className="tl-back-link">
          <ArrowLeftOutlined aria-hidden /> {back.label}
        </Link>
      )}
      <div className="tl-page-header__row">
        <div className="tl-page-header__text">
          <h1 className="tl-page-header__title">{title}</h1>
          {subtitle && <p className="tl-page-header__subtitle">{subtitle}</p>}
        </div>
        {actions && <div className="tl-page-header__actions">{actions}</div>}
      </div>
    </header>
  );
}
