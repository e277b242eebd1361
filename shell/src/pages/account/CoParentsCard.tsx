import { useCoParentsQuery, useInviteCoParentMutation, useRemoveCoParentMutation, type CoParentsQuery } from '@cigogne/graphql/co-owners';
import { FormErrorBanner } from '@cigogne/ui/errors/FormErrorBanner';
import { formatDate } from '@cigogne/ui/format/date';
import { Button, Card, Form, Input, Popconfirm, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useShellT } from '../../i18n/useShellT';
import '@cigogne/ui/co-owners/co-owners.css';

type CoParent = CoParentsQuery['coParents'][number];

/**
 * The account's "Co-parent" card (docs/product.md#co-parents): one invitation shares every page of
 * the account, present and future. It lives here rather than in a page's settings because it is
 * about the account, not one page; the pages' own co-parents panels keep per-page sharing.
 */
export function CoParentsCard() {
  const t = useShellT();
  const intl = useIntl();
  const [form] = Form.useForm<{ email: string }>();
  const [sent, setSent] = useState<string | null>(null);
  const { data, loading, error, refetch } = useCoParentsQuery({ fetchPolicy: 'cache-and-network' });
  const refetchQueries = ['CoParents'];
  const [invite, inviting] = useInviteCoParentMutation({ refetchQueries, awaitRefetchQueries: true });
  const [remove, removing] = useRemoveCoParentMutation({ refetchQueries, awaitRefetchQueries: true });

  const submit = async ({ email }: { email: string }) => {
    setSent(null);
    const done = await invite({ variables: { email: email.trim() } }).catch(() => null);
    if (!done) return;
    form.resetFields();
    setSent(email.trim());
  };

  const name = (p: CoParent) => (p.firstName ? `${p.firstName} ${p.lastName ?? ''}`.trim() : p.email);
  return (
    <Card
      title={
        <h2 className="card-title" id="co-parents-title">
          {t('shell.account.coParents.title')}
        </h2>
      }
      style={{ marginTop: 20 }}
    >
      <section aria-labelledby="co-parents-title" className="cg-co-owners">
        <p className="cg-co-owners__intro">{t('shell.account.coParents.intro')}</p>
        <FormErrorBanner error={inviting.error ?? removing.error ?? null} form={form} />
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} className="cg-co-owners__invite">
          <Form.Item
            name="email"
            label={t('shell.account.coParents.email')}
            rules={[{ required: true, whitespace: true, type: 'email', message: t('errors.validation.email') }]}
          >
            <Input type="email" autoComplete="off" inputMode="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={inviting.loading}>
            {t('shell.account.coParents.invite')}
          </Button>
        </Form>
        <p role="status" className="cg-co-owners__status">
          {sent ? t('shell.account.coParents.sent', { email: sent }) : ''}
        </p>
        {loading && !data ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : error && !data ? (
          <div role="alert">
            <p>{t('shell.account.coParents.loadError')}</p>
            <Button onClick={() => void refetch().catch(() => undefined)}>{t('shell.account.coParents.retry')}</Button>
          </div>
        ) : data?.coParents.length ? (
          <ul className="cg-co-owners__list" aria-label={t('shell.account.coParents.listLabel')}>
            {data.coParents.map((person) => (
              <li key={person.id} className="cg-co-owners__row">
                <span>
                  <strong>{name(person)}</strong> {person.firstName && <span className="cg-co-owners__email">{person.email}</span>}{' '}
                  {person.status === 'accepted' ? (
                    <Tag>{t('shell.account.coParents.accepted')}</Tag>
                  ) : (
                    <>
                      <Tag>{t('shell.account.coParents.pending')}</Tag>
                      <span className="cg-co-owners__expires">
                        {t('shell.account.coParents.expires', { date: formatDate(person.expiresAt ?? person.createdAt, intl.locale) })}
                      </span>
                    </>
                  )}
                </span>
                <Popconfirm
                  title={t(`shell.account.coParents.removeConfirm.${person.status}`, { name: name(person) })}
                  okText={t('shell.account.coParents.remove')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => remove({ variables: { id: person.id } }).catch(() => undefined)}
                >
                  <Button danger aria-label={t('shell.account.coParents.removeLabel', { name: name(person) })}>
                    {t('shell.account.coParents.remove')}
                  </Button>
                </Popconfirm>
              </li>
            ))}
          </ul>
        ) : (
          <p className="cg-co-owners__empty">{t('shell.account.coParents.none')}</p>
        )}
      </section>
    </Card>
  );
}
