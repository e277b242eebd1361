import { Layout } from 'antd';
import type { CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import { HEADER_HEIGHT_PROPERTY } from '@cigogne/remote-contract/layout';
import { Outlet } from '@cigogne/ui/router';
import { HEADER_HEIGHT } from '@cigogne/ui/theme/theme';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

/** The header's height, for what fills the viewport below it: the shell's pages and the remotes'. */
const LAYOUT_STYLE = { [HEADER_HEIGHT_PROPERTY]: `${HEADER_HEIGHT}px` } as CSSProperties;

/** Header, main content and footer around every page. */
export function AppLayout() {
  return (
    <Layout className="app-layout" style={LAYOUT_STYLE}>
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
