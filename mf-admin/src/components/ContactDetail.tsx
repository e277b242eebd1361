import { useAdminContactQuery, useCloseContactMutation, useReplyToContactMutation } from '@cigogne/graphql/admin';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { formatDateTime } from '@cigogne/ui/format/date';
import { SectionLoader } from '@cigogne/ui/loaders/SectionLoader';
import { Button, Form, Input, message } from 'antd';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { adminQuery } from '../data/adminQuery';
import { useAdminT } from '../i18n/useAdminT';
import { useLoadErrorText } from './contactErrors';
import { LoadError } from './LoadError';
import { ContactStatusBadge } from './StatusBadges';

/** Same bound as the gateway's ContactReplyInput. */
const ANSWER_MAX = 5000;

/** After a reply or a close, the list shows the new status and the detail its new history (docs/product.md#administration-screens). */
const REFETCH = { refetchQueries: ['AdminContacts', 'AdminContact'], awaitRefetchQueries: true };

interface Props {
  id: string;
  /** Moves focus to the request's heading (after a click in the list: on a phone the pane is below it). */
  focusOnOpen: boolean;
  onCancel: () => void;
}

/** The right pane: the request, its operator history, and the reply form. */
export function ContactDetail({ id, focusOnOpen, onCancel }: Props) {
  const t = useAdminT();
  const { locale } = useIntl();
  const errorText = useLoadErrorText();
  const [form] = Form.useForm<{ answer: string }>();
  const [messageApi, messageHolder] = message.useMessage();
  const result = useAdminContactQuery(adminQuery({ id }));
  const [reply, replying] = useReplyToContactMutation(REFETCH);
  const [close, closing] = useCloseContactMutation(REFETCH);
  const heading = useRef<HTMLHeadingElement>(null);
  const detail = result.data?.adminContact;
  const loaded = Boolean(detail);

  useEffect(() => {
    if (focusOnOpen && loaded) heading.current?.focus();
  }, [focusOnOpen, loaded]);

  if (!detail) {
    if (result.loading) return <SectionLoader rows={6} />;
    return <LoadError message={errorText(result.error)} onRetry={() => void result.refetch().catch(() => undefined)} />;
  }
  const { request, actions } = detail;

  const send = async ({ answer }: { answer: string }) => {
    try {
      await reply({ variables: { id, input: { answer } } });
      form.resetFields();
      void messageApi.success(t('admin.contacts.sent', { email: request.email }));
    } catch {
      // shown by the banner
    }
  };
  const closeRequest = async () => {
    try {
      await close({ variables: { id } });
      void messageApi.success(t('admin.contacts.closed'));
    } catch {
      // shown by the banner
    }
  };
  const cancel = () => {
    form.resetFields();
    onCancel();
  };

  return (
    <article className="adm-contact-detail" aria-labelledby="adm-contact-heading">
      {messageHolder}
      <header className="adm-contact-detail__head">
        <h2 id="adm-contact-heading" ref={heading} tabIndex={-1} className="cg-panel__title">
          {request.name}
        </h2>
        <ContactStatusBadge status={request.status} />
      </header>
      <dl className="adm-fields">
        <dt>{t('admin.contacts.email')}</dt>
        <dd>
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </dd>
        {request.phone && (
          <>
            <dt>{t('admin.contacts.phone')}</dt>
            <dd>
              <a href={`tel:${request.phone}`}>{request.phone}</a>
            </dd>
          </>
        )}
        {request.subject && (
          <>
            <dt>{t('admin.contacts.subject')}</dt>
            <dd>{request.subject}</dd>
          </>
        )}
      </dl>
      <p className="cg-muted">{t('admin.contacts.receivedOn', { date: formatDateTime(request.createdAt, locale) })}</p>
      <h3 className="adm-subtitle">{t('admin.contacts.message')}</h3>
      <p className="adm-message-body">{request.message}</p>

      <h3 className="adm-subtitle">{t('admin.contacts.history')}</h3>
      {actions.length === 0 ? (
        <p className="cg-muted">{t('admin.contacts.noHistory')}</p>
      ) : (
        <ol className="adm-history">
          {actions.map((action) => (
            <li key={action.id}>
              <span className="adm-history__what">
                {t(action.action === 'replied' ? 'admin.contacts.action.replied' : 'admin.contacts.action.closed', {
                  name: action.actorName,
                  date: formatDateTime(action.createdAt, locale),
                })}
              </span>
              {action.answer && <p className="adm-message-body adm-history__answer">{action.answer}</p>}
            </li>
          ))}
        </ol>
      )}

      <Form form={form} layout="vertical" onFinish={send} requiredMark className="adm-reply">
        <FormErrorBanner error={replying.error ?? closing.error} form={form} />
        <Form.Item
          name="answer"
          label={t('admin.contacts.reply')}
          rules={[
            { required: true, whitespace: true, message: t('errors.validation.required') },
            { max: ANSWER_MAX, message: t('errors.validation.maxLength') },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={ANSWER_MAX} />
        </Form.Item>
        <div className="adm-reply__actions">
          <Button type="primary" htmlType="submit" loading={replying.loading}>
            {replying.loading ? t('admin.contacts.sending') : t('admin.contacts.send')}
          </Button>
          <Button onClick={cancel}>{t('common.cancel')}</Button>
          <Button danger onClick={() => void closeRequest()} loading={closing.loading} disabled={request.status === 'closed'}>
            {t('admin.contacts.close')}
          </Button>
        </div>
      </Form>
    </article>
  );
}
