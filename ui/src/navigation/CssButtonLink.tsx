import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from '@cigogne/ui/router';
import './css-button-link.css';

interface Props {
  to: string;
  /** `ghost`: antd's small primary ghost button; `icon`: antd's text icon-only button (give it an aria-label). */
  variant: 'ghost' | 'icon';
  icon?: ReactNode;
  children?: ReactNode;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/**
 * ButtonLink's look without antd's Button (its code and the ConfigProvider it needs would come
 * with every frontend that shows one): a real link drawn like antd's button, navigating inside the SPA on a plain click.
 * For light screens such as the dashboard cards; elsewhere ButtonLink stays the one to use.
 */
export function CssButtonLink({ to, variant, icon, children, ...aria }: Props) {
  const href = useHref(to);
  const handleLinkClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a
      {...aria}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => handleLinkClick(event)}
      className={`cg-lbtn cg-lbtn--${variant}`}
    >
      {icon && <span className="cg-lbtn__icon">{icon}</span>}
      {children !== undefined && <span>{children}</span>}
    </a>
  );
}
