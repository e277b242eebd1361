import { Layout } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Outlet } from '@cigogne/ui/router';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

/** Header, main content and footer around every page. */
export function AppLayout() {
  return (
    <Layout className="app-layout">
      <a href="#main" className="skip-link">
        <FormattedMessage id="shell.nav.skipToContent" />
      </a>
      <AppHeader />
      <Layout.Content id="main" tabIndex={-1} className="app-main">
        <Outlet />
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
