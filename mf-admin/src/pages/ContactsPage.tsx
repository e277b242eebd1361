import { useAdminContactsQuery } from '@cigogne/graphql/admin';
import { PageHeader } from '@cigogne/ui/layout/PageHeader';
import { SectionLoader } from '@cigogne/ui/loaders/SectionLoader';
import { useRef, useState } from 'react';
import { ContactDetail } from '../components/ContactDetail';
import { ContactList } from '../components/ContactList';
import { useLoadErrorText } from '../components/contactErrors';
import { EmptyState } from '../components/EmptyState';
import { LoadError } from '../components/LoadError';
import { Pager } from '../components/Pager';
import { adminQuery, PAGE_SIZE } from '../data/adminQuery';
import { usePageParams } from '../data/pageParams';
import { useAdminT } from '../i18n/useAdminT';

/** /admin/contacts: the requests on the left, the selected one and its reply form on the right. */
export function ContactsPage() {
  const t = useAdminT();
  const errorText = useLoadErrorText();
  const { page, values, setPage, setValue } = usePageParams(['id']);
  const selectedId = values.id;
  const [clicked, setClicked] = useState(false);
  const result = useAdminContactsQuery(adminQuery({ page, pageSize: PAGE_SIZE }));
  const data = (result.data ?? result.previousData)?.adminContacts;
  const retry = () => void result.refetch().catch(() => undefined);

  const listRef = useRef<HTMLUListElement>(null);
  // selecting stays on the page the request is on
  const select = (id: string | null) => {
    setClicked(id !== null);
    setValue('id', id, { keepPage: true });
  };
  // cancel closes the pane: focus goes back to the request in the list rather than to the page
  const cancel = (id: string) => {
    select(null);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-id="${CSS.escape(id)}"]`)?.focus();
  };

  let body;
  if (!data) {
    body = result.loading ? <SectionLoader rows={6} /> : <LoadError message={errorText(result.error)} onRetry={retry} />;
  } else if (data.items.length === 0 && !result.loading) {
    body = (
      <>
        {result.error ? <LoadError message={errorText(result.error)} onRetry={retry} /> : null}
        <EmptyState text={t('admin.contacts.empty')} />
      </>
    );
  } else {
    body = (
      <>
        {result.error ? <LoadError message={errorText(result.error)} onRetry={retry} /> : null}
        <div className="adm-contacts">
          <section className="adm-contacts__pane adm-contacts__pane--list" aria-label={t('admin.contacts.listLabel')}>
            <ContactList ref={listRef} contacts={data.items} selectedId={selectedId} onSelect={select} />
            <div className="adm-contacts__pages">
              <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
            </div>
          </section>
          <section className="adm-contacts__pane adm-contacts__pane--detail">
            {selectedId ? (
              <ContactDetail key={selectedId} id={selectedId} focusOnOpen={clicked} onCancel={() => cancel(selectedId)} />
            ) : (
              <p className="adm-contacts__none">{t('admin.contacts.noneSelected')}</p>
            )}
          </section>
        </div>
      </>
    );
  }

  return (
    <div className="cg-page">
      <PageHeader title={t('admin.contacts.title')} />
      {body}
    </div>
  );
}
