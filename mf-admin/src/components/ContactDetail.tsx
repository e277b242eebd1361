import { useAdminContactQuery } from '@cigogne/graphql/admin';
import { SectionLoader } from '@cigogne/ui/loaders/SectionLoader';
import { useEffect, useRef } from 'react';
import { adminQuery } from '../data/adminQuery';
import { useAdminT } from '../i18n/useAdminT';
import { ContactHistory } from './ContactHistory';
import { ContactReplyForm } from './ContactReplyForm';
import { ContactRequestFields } from './ContactRequestFields';
import { useLoadErrorText } from './contactErrors';
import { LoadError } from './LoadError';
import { ContactStatusBadge } from './StatusBadges';
import { useContactReply } from './useContactReply';

interface Props {
  id: string;
  /** Moves focus to the request's heading (after a click in the list: on a phone the pane is below it). */
  focusOnOpen: boolean;
  onCancel: () => void;
}

/** The right pane: the request, its operator history, and the reply form. */
export function ContactDetail({ id, focusOnOpen, onCancel }: Props) {
  const t = useAdminT();
  const errorText = useLoadErrorText();
  const result = useAdminContactQuery(adminQuery({ id }));
  const detail = result.data?.adminContact;
  const actions = useContactReply(id, detail?.request.email ?? '', onCancel);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(detail);

  useEffect(() => {
    if (focusOnOpen && loaded) heading.current?.focus();
  }, [focusOnOpen, loaded]);

  if (!detail) {
    if (result.loading) return <SectionLoader rows={6} />;
    return <LoadError message={errorText(result.error)} onRetry={() => void result.refetch().catch(() => undefined)} />;
  }
  const { request } = detail;
  return (
    <article className="adm-contact-detail" aria-labelledby="adm-contact-heading">
      {actions.messageHolder}
      <header className="adm-contact-detail__head">
        <h2 id="adm-contact-heading" ref={heading} tabIndex={-1} className="cg-panel__title">
          {request.name}
        </h2>
        <ContactStatusBadge status={request.status} />
      </header>
      <ContactRequestFields request={request} />
      <h3 className="adm-subtitle">{t('admin.contacts.history')}</h3>
      <ContactHistory actions={detail.actions} />
      <ContactReplyForm actions={actions} closed={request.status === 'closed'} />
    </article>
  );
}
