import type { ReactNode } from 'react';
import './panel.css';

interface Props {
  /** The heading (a h2 on the dashboard). */
  title: ReactNode;
  /** Shown at the end of the header (a button). */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A card drawn like antd's Card (header with title and extra, then the body) without its code:
 * antd's Card imports Tabs, which every remote's dashboard card and the shell's dashboard would
 * download, each its own copy.
 */
export function Panel({ title, extra, className, children }: Props) {
  return (
    <div className={['cg-card-panel', className].filter(Boolean).join(' ')}>
      <div className="cg-card-panel__head">
        <div className="cg-card-panel__title">{title}</div>
        {extra && <div className="cg-card-panel__extra">{extra}</div>}
      </div>
      <div className="cg-card-panel__body">{children}</div>
    </div>
  );
}
