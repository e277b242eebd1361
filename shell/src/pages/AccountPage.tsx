import { useMeQuery, useUpdateLanguageMutation, useUpdateMeMutation, type UpdateMeMutation } from '@cigogne/graphql/auth';
import { useLanguage } from '@cigogne/ui/i18n/LanguageContext';
import type { Language } from '@cigogne/ui/i18n/language';
import { Card, Descriptions, message, Radio, Switch, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useSession } from '../session/SessionContext';
import { withAccountMessages } from '../i18n/account/AccountMessages';
import { useShellT } from '../i18n/useShellT';
import { AccountSecuritySection } from './account/AccountSecuritySection';
import { AccountDataSection } from './account/AccountDataSection';
import { ApiTokensCard } from './account/ApiTokensCard';
import { CoParentsCard } from './account/CoParentsCard';
import { GuestNameCard } from './account/GuestNameCard';
import { PhotoStorageCard } from './account/PhotoStorageCard';
import { WebhooksSection } from './account/WebhooksSection';

/**
 * /account: profile, the language switch (applies at once, persists locally and on the account) and
 * the switch of the reservation e-mails (on by default, saved at once).
 */
function AccountPageScreen() {
  const intl = useIntl();
  const t = useShellT();
  const { user } = useSession();
  const { language, setLanguage } = useLanguage();
  // the one screen that toasts: its own message holder, so antd's App (modal, notification) is not in every page
  const [messageApi, messageHolder] = message.useMessage();
  const [updateLanguage] = useUpdateLanguageMutation();
  // the session's user does not carry it: read from the Me query, already in the cache after sign-in
  const me = useMeQuery({ fetchPolicy: 'cache-first' });
  const [updateMe] = useUpdateMeMutation();
  const notifyByEmail = me.data?.me.notifyByEmail ?? true;

  const onLanguage = (next: Language) => {
    setLanguage(next);
    updateLanguage({ variables: { input: { language: next } } }).catch(() => {
      void messageApi.warning(intl.formatMessage({ id: 'shell.account.languageNotSaved' }));
    });
  };

  const onNotify = (next: boolean) => {
    const id = me.data?.me.id ?? user?.id ?? '';
    // saved at once; the answer (or the rollback on failure) updates the cached user
    updateMe({
      variables: { input: { notifyByEmail: next } },
      // __typename: the cache normalises the optimistic user onto the cached one
      optimisticResponse: { updateMe: { __typename: 'User', id, language, notifyByEmail: next } as UpdateMeMutation['updateMe'] },
    })
      .then(() => messageApi.success(intl.formatMessage({ id: 'shell.account.notifySaved' })))
      .catch(() => {
        void messageApi.warning(intl.formatMessage({ id: 'shell.account.notifyNotSaved' }));
      });
  };

  if (!user) return null;
  return (
    <div className="page page--narrow">
      {messageHolder}
      <Typography.Title level={1}>{t('shell.account.title')}</Typography.Title>
      <Card title={<h2 className="card-title">{t('shell.account.profile')}</h2>} style={{ marginBottom: 20 }}>
        <Descriptions column={1} colon={false} styles={{ label: { width: 140 } }}>
          <Descriptions.Item label={t('shell.form.firstName')}>{user.firstName}</Descriptions.Item>
          <Descriptions.Item label={t('shell.form.lastName')}>{user.lastName}</Descriptions.Item>
          <Descriptions.Item label={t('shell.form.email')}>{user.email}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        title={
          <h2 className="card-title" id="language-title">
            {t('shell.account.language')}
          </h2>
        }
      >
        <Radio.Group
          aria-labelledby="language-title"
          aria-describedby="language-help"
          value={language}
          onChange={(e) => onLanguage(e.target.value as Language)}
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'fr', label: t('common.language.fr') },
            { value: 'en', label: t('common.language.en') },
          ]}
        />
        <Typography.Paragraph type="secondary" id="language-help" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('shell.account.languageHelp')}
        </Typography.Paragraph>
      </Card>
      <Card
        title={
          <h2 className="card-title" id="notify-title">
            {t('shell.account.notifications')}
          </h2>
        }
        style={{ marginTop: 20 }}
      >
        <label style={{ display: 'flex', alignItems: 'center', gap: 12, cursor: 'pointer' }}>
          <Switch checked={notifyByEmail} onChange={onNotify} disabled={me.loading && !me.data} aria-describedby="notify-help" />
          <span>{t('shell.account.notifyByEmail')}</span>
        </label>
        <Typography.Paragraph type="secondary" id="notify-help" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('shell.account.notifyHelp')}
        </Typography.Paragraph>
      </Card>
      <GuestNameCard />
      <CoParentsCard />
      <PhotoStorageCard />
      <AccountSecuritySection />
      <ApiTokensCard />
      <WebhooksSection />
      <AccountDataSection />
    </div>
  );
}

/** The account page, with its messages (loaded with its chunk). */
export const AccountPage = withAccountMessages(AccountPageScreen);
export default AccountPage;
