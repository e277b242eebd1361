import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  back: { to: string; label: ReactNode };
  children: ReactNode;
}

/** A create or edit screen: the narrow column, its header with the way back, the form in a panel. */
export function FormPage({ title, subtitle, back, children }: Props) {
  return (
    <div className="cg-page cg-page--narrow">
      <PageHeader title={title} subtitle={subtitle} back={back} />
      <div className="cg-panel">{children}</div>
    </div>
  );
}
