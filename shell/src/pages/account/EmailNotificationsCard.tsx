import { useMeQuery, useUpdateMeMutation, type UpdateMeMutation } from '@cigogne/graphql/auth';
import { useLanguage } from '@cigogne/ui/i18n/LanguageContext';
import { Card, message, Switch, Typography } from 'antd';
import { useSession } from '../../session/SessionContext';
import { useShellT } from '../../i18n/useShellT';

/** The switch of the reservation e-mails: on by default, saved at once. */
export function EmailNotificationsCard() {
  const t = useShellT();
  const { user } = useSession();
  const { language } = useLanguage();
  const [messageApi, messageHolder] = message.useMessage();
  // the session's user does not carry it: read from the Me query, already in the cache after sign-in
  const me = useMeQuery({ fetchPolicy: 'cache-first' });
  const [updateMe] = useUpdateMeMutation();
  const notifyByEmail = me.data?.me.notifyByEmail ?? true;

  const onNotify = (next: boolean) => {
    const id = me.data?.me.id ?? user?.id ?? '';
    // saved at once; the answer (or the rollback on failure) updates the cached user
    updateMe({
      variables: { input: { notifyByEmail: next } },
      // __typename: the cache normalises the optimistic user onto the cached one
      optimisticResponse: { updateMe: { __typename: 'User', id, language, notifyByEmail: next } as UpdateMeMutation['updateMe'] },
    })
      .then(() => messageApi.success(t('shell.account.notifySaved')))
      .catch(() => {
        void messageApi.warning(t('shell.account.notifyNotSaved'));
      });
  };

  return (
    <Card
      title={
        <h2 className="card-title" id="notify-title">
          {t('shell.account.notifications')}
        </h2>
      }
      style={{ marginTop: 20 }}
    >
      {messageHolder}
      <label style={{ display: 'flex', alignItems: 'center', gap: 12, cursor: 'pointer' }}>
        <Switch checked={notifyByEmail} onChange={onNotify} disabled={me.loading && !me.data} aria-describedby="notify-help" />
        <span>{t('shell.account.notifyByEmail')}</span>
      </label>
      <Typography.Paragraph type="secondary" id="notify-help" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('shell.account.notifyHelp')}
      </Typography.Paragraph>
    </Card>
  );
}
