import {
  useCancelInvitationMutation,
  useCoOwnersQuery,
  useInviteCoOwnerMutation,
  useRemoveCoOwnerMutation,
  type PageKind,
} from '@cigogne/graphql/co-owners';
import { Button, Form, Input, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormErrorBanner } from '../errors/FormErrorBanner';
import { formatDate } from '../format/date';
import { coOwnersCatalogues } from '../i18n/co-owners/catalogues';
import { FeatureMessages } from '../i18n/FeatureMessages';
import { useT } from '../i18n/useT';
import { LeaveCoOwnership } from './LeaveCoOwnership';
import './co-owners.css';

interface Props {
  kind: PageKind;
  pageId: string;
  /** The page is shared with the signed-in user (a co-owner): he may only leave. */
  sharedWithMe: boolean;
  /** Where a co-owner goes once he left (the page is not his any more). */
  leaveTo: string;
}

/**
 * The "Co-parents" tab of every page kind's settings (docs/product.md#co-owners): the owner invites
 * by e-mail, sees pending invitations and co-owners and removes them; a co-owner sees "leave".
 */
export function CoOwnersPanel({ kind, pageId, sharedWithMe, leaveTo }: Props) {
  // its messages come with it (the settings screens' chunks), not with a guest's first visit
  return (
    <FeatureMessages catalogues={coOwnersCatalogues}>
      {sharedWithMe ? <LeaveCoOwnership kind={kind} pageId={pageId} leaveTo={leaveTo} /> : <OwnerPanel kind={kind} pageId={pageId} />}
    </FeatureMessages>
  );
}

function OwnerPanel({ kind, pageId }: { kind: PageKind; pageId: string }) {
  const t = useT();
  const intl = useIntl();
  const [form] = Form.useForm<{ email: string }>();
  const [sent, setSent] = useState<string | null>(null);
  const variables = { kind, pageId };
  const { data, loading, error } = useCoOwnersQuery({ variables, fetchPolicy: 'cache-and-network' });
  const refetchQueries = ['CoOwners'];
  const [invite, inviting] = useInviteCoOwnerMutation({ refetchQueries, awaitRefetchQueries: true });
  const [cancel, cancelling] = useCancelInvitationMutation({ refetchQueries, awaitRefetchQueries: true });
  const [remove, removing] = useRemoveCoOwnerMutation({ refetchQueries, awaitRefetchQueries: true });
  const submit = async ({ email }: { email: string }) => {
    setSent(null);
    try {
      await invite({ variables: { ...variables, email } });
      form.resetFields();
      setSent(email);
    } catch {
      // shown by the banner below (inviting.error)
    }
  };
  const mutationError = inviting.error ?? cancelling.error ?? removing.error ?? null;
  return (
    <div className="cg-co-owners">
      <p className="cg-co-owners__intro">{t('common.coOwners.intro')}</p>
      <FormErrorBanner error={mutationError ?? (data ? null : error)} form={form} />
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} className="cg-co-owners__invite">
        <Form.Item
          name="email"
          label={t('common.coOwners.email')}
          rules={[{ required: true, type: 'email', message: t('common.coOwners.emailInvalid') }]}
        >
          <Input type="email" autoComplete="off" inputMode="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={inviting.loading}>
          {t('common.coOwners.invite')}
        </Button>
      </Form>
      <p role="status" className="cg-co-owners__status">
        {sent ? t('common.coOwners.sent', { email: sent }) : ''}
      </p>
      {loading && !data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : data ? (
        <>
          <h3 className="cg-co-owners__heading">{t('common.coOwners.listTitle')}</h3>
          {data.coOwners.length === 0 ? (
            <p className="cg-co-owners__empty">{t('common.coOwners.none')}</p>
          ) : (
            <ul className="cg-co-owners__list">
              {data.coOwners.map((person) => (
                <li key={person.id} className="cg-co-owners__row">
                  <span>
                    <strong>
                      {person.firstName} {person.lastName}
                    </strong>{' '}
                    <span className="cg-co-owners__email">{person.email}</span>
                  </span>
                  <Popconfirm
                    title={t('common.coOwners.removeConfirm', { name: person.firstName })}
                    okText={t('common.coOwners.remove')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => remove({ variables: { ...variables, userId: person.id } }).catch(() => undefined)}
                  >
                    <Button danger aria-label={t('common.coOwners.removeLabel', { name: `${person.firstName} ${person.lastName}` })}>
                      {t('common.coOwners.remove')}
                    </Button>
                  </Popconfirm>
                </li>
              ))}
            </ul>
          )}
          <h3 className="cg-co-owners__heading">{t('common.coOwners.pendingTitle')}</h3>
          {data.pendingInvitations.length === 0 ? (
            <p className="cg-co-owners__empty">{t('common.coOwners.noPending')}</p>
          ) : (
            <ul className="cg-co-owners__list">
              {data.pendingInvitations.map((invitation) => (
                <li key={invitation.id} className="cg-co-owners__row">
                  <span>
                    <span className="cg-co-owners__email">{invitation.email}</span>{' '}
                    <span className="cg-co-owners__expires">
                      {t('common.coOwners.expires', { date: formatDate(invitation.expiresAt, intl.locale) })}
                    </span>
                  </span>
                  <Button
                    onClick={() => cancel({ variables: { ...variables, invitationId: invitation.id } }).catch(() => undefined)}
                    aria-label={t('common.coOwners.withdrawLabel', { email: invitation.email })}
                  >
                    {t('common.coOwners.withdraw')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
}
