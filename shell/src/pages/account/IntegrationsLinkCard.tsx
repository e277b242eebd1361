import { ArrowRightOutlined } from '@ant-design/icons';
import { Link } from '@cigogne/ui/router';
import { Card, Typography } from 'antd';
import { useShellT } from '../../i18n/useShellT';

/** The account page's door to the integrator tools, which live on their own page. */
export function IntegrationsLinkCard() {
  const t = useShellT();
  return (
    <Card title={<h2 className="card-title">{t('shell.integrations.title')}</h2>} style={{ marginTop: 20 }}>
      <Typography.Paragraph type="secondary">{t('shell.integrations.summary')}</Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        <Link to="/account/integrations">
          {t('shell.integrations.open')} <ArrowRightOutlined aria-hidden />
        </Link>
      </Typography.Paragraph>
    </Card>
  );
}
