import { DASHBOARD_FEATURES } from '@cigogne/remote-contract/features';
import { Alert, Col, Row } from 'antd';
import { useLocation } from '@cigogne/ui/router';
import { useIntl } from 'react-intl';
import { RemoteDashboardCard } from '../remotes/RemoteDashboardCard';
import { useSession } from '../session/SessionContext';
import { isWelcome } from '../session/welcomeState';

/** /: greeting by first name (a welcome right after sign-up) and one card per feature of the registry with `dashboardCard`, each from its remote. */
export function DashboardPage() {
  const intl = useIntl();
  const { user } = useSession();
  const welcome = isWelcome(useLocation().state);
  const firstName = user?.firstName ?? '';
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page-title">
          {intl.formatMessage({ id: welcome ? 'shell.dashboard.welcome' : 'shell.dashboard.greeting' }, { firstName })}
        </h1>
        <p className="page-subtitle">{intl.formatMessage({ id: 'shell.dashboard.subtitle' })}</p>
      </header>
      {welcome && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={intl.formatMessage({ id: 'shell.dashboard.welcomeHelp' })}
          style={{ marginBottom: 20 }}
        />
      )}
      <Row gutter={[20, 20]}>
        {DASHBOARD_FEATURES.map((feature) => (
          <Col key={feature.name} xs={24} md={12} xl={8} className="dashboard-slot">
            <RemoteDashboardCard feature={feature} />
          </Col>
        ))}
      </Row>
    </div>
  );
}

export default DashboardPage;
