import { Typography } from 'antd';
import { useSession } from '../session/SessionContext';
import { withAccountMessages } from '../i18n/account/AccountMessages';
import { useShellT } from '../i18n/useShellT';
import { AccountDataSection } from './account/AccountDataSection';
import { AccountSecuritySection } from './account/AccountSecuritySection';
import { CoParentsCard } from './account/CoParentsCard';
import { GuestNameCard } from './account/GuestNameCard';
import { EmailNotificationsCard } from './account/EmailNotificationsCard';
import { IntegrationsLinkCard } from './account/IntegrationsLinkCard';
import { LanguageCard } from './account/LanguageCard';
import { PasskeysCard } from './account/PasskeysCard';
import { PhotoStorageCard } from './account/PhotoStorageCard';
import { ProfileCard } from './account/ProfileCard';
import { PushNotificationsCard } from './account/PushNotificationsCard';

/**
 * /account: the family's settings, one card a line. The integrator tools (tokens, webhooks) have
 * their own page, /account/integrations, linked from here and from the user menu.
 */
function AccountPageScreen() {
  const t = useShellT();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="page page--narrow">
      <Typography.Title level={1}>{t('shell.account.title')}</Typography.Title>
      <ProfileCard />
      <LanguageCard />
      <EmailNotificationsCard />
      <GuestNameCard />
      <CoParentsCard />
      <PhotoStorageCard />
      <AccountSecuritySection />
      <PushNotificationsCard />
      <PasskeysCard />
      <IntegrationsLinkCard />
      <AccountDataSection />
    </div>
  );
}

/** The account page, with its messages (loaded with its chunk). */
export const AccountPage = withAccountMessages(AccountPageScreen);
export default AccountPage;
