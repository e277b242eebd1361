import { DASHBOARD_FEATURES } from '@cigogne/remote-contract/features';
import { Col, Row } from 'antd';
import { useIntl } from 'react-intl';
import { RemoteDashboardCard } from '../remotes/RemoteDashboardCard';
import { useSession } from '../session/SessionContext';

/** /: greeting by first name and one card per feature of the registry with `dashboardCard`, each from its remote. */
export function DashboardPage() {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page-title">{intl.formatMessage({ id: 'shell.dashboard.greeting' }, { firstName: user?.firstName ?? '' })}</h1>
        <p className="page-subtitle">{intl.formatMessage({ id: 'shell.dashboard.subtitle' })}</p>
      </header>
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
