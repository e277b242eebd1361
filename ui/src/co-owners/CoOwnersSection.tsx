import { useId, type ComponentProps } from 'react';
import { useT } from '../i18n/useT';
import { CoOwnersPanel } from './CoOwnersPanel';

type Props = ComponentProps<typeof CoOwnersPanel> & { className?: string; titleClassName?: string };

/** The co-parents panel as a titled section of a manage screen (the prediction's, the timeline's). */
export function CoOwnersSection({ className = 'cg-panel', titleClassName = 'cg-panel__title', ...panel }: Props) {
  const t = useT();
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {t('common.coOwners.tab')}
      </h2>
      <CoOwnersPanel {...panel} />
    </section>
  );
}
