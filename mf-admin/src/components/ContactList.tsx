import type { AdminContactsQuery } from '@cigogne/graphql/admin';
import { formatDateTime } from '@cigogne/ui/format/date';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { useAdminT } from '../i18n/useAdminT';
import { ContactStatusBadge } from './StatusBadges';

export type ContactRow = AdminContactsQuery['adminContacts']['items'][number];

interface Props {
  contacts: ContactRow[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  ref?: Ref<HTMLUListElement>;
}

/** The left pane: one button per request (name, status, email, subject, message preview, date). */
export function ContactList({ contacts, selectedId, onSelect, ref }: Props) {
  const t = useAdminT();
  const { locale } = useIntl();
  return (
    <ul ref={ref} className="adm-contacts__list" aria-label={t('admin.contacts.listLabel')}>
      {contacts.map((contact) => (
        <li key={contact.id}>
          <button
            type="button"
            data-id={contact.id}
            className={`adm-contact${contact.id === selectedId ? ' adm-contact--selected' : ''}`}
            aria-current={contact.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(contact.id)}
          >
            <span className="adm-contact__head">
              <span className="adm-contact__name">{contact.name}</span>
              <ContactStatusBadge status={contact.status} />
            </span>
            <span className="adm-contact__email">{contact.email}</span>
            {contact.subject && <span className="adm-contact__subject">{contact.subject}</span>}
            <span className="adm-contact__preview">{contact.message}</span>
            <span className="adm-contact__date">{formatDateTime(contact.createdAt, locale)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
