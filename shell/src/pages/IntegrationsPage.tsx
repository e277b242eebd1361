import { ArrowLeftOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { Link } from '@cigogne/ui/router';
import { useSession } from '../session/SessionContext';
import { withAccountMessages } from '../i18n/account/AccountMessages';
import { useShellT } from '../i18n/useShellT';
import { ApiTokensCard } from './account/ApiTokensCard';
import { WebhooksSection } from './account/WebhooksSection';

/**
 * /account/integrations: the tools of whoever connects Cigogne to their own software (personal
 * access tokens, webhooks and their delivery log), kept apart from the family's settings.
 */
function IntegrationsPageScreen() {
  const t = useShellT();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="page page--narrow">
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        <Link to="/account">
          <ArrowLeftOutlined aria-hidden /> {t('shell.integrations.back')}
        </Link>
      </Typography.Paragraph>
      <Typography.Title level={1}>{t('shell.integrations.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('shell.integrations.intro')}</Typography.Paragraph>
      <ApiTokensCard />
      <WebhooksSection />
    </div>
  );
}

/** The integrations page, with the account's messages (loaded with its chunk). */
export const IntegrationsPage = withAccountMessages(IntegrationsPageScreen);
export default IntegrationsPage;
