import { Grid, Layout } from 'antd';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from '@cigogne/ui/router';
import { useSession } from '../session/SessionContext';
import { Brand } from './Brand';
import { ButtonLink } from '@cigogne/ui/navigation/ButtonLink';
import { MobileMenu } from './MobileMenu';
import { TopNav } from './TopNav';

// Signed-in only (antd Dropdown, Avatar): a guest on the login page does not download it.
const UserMenu = lazy(() => import(/* webpackChunkName: "user-menu" */ './UserMenu').then((m) => ({ default: m.UserMenu })));

/** Brand, top navigation and user menu on wide screens; brand and a menu button on small ones. */
export function AppHeader() {
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;
  const { user, status } = useSession();
  const { pathname } = useLocation();

  return (
    <Layout.Header className="app-header">
      <div className="app-header__inner">
        <Brand />
        {wide && user && <TopNav />}
        <div className="app-header__actions">
          {wide && user && (
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          )}
          {status === 'signedOut' && (
            // Signed out, both are rendered and CSS shows one (styles.css): the gateway renders these
            // pages on the server, where the screen width is unknown, and the browser keeps that markup
            <>
              <span className="app-header__wide">
                {pathname !== '/login' && (
                  <ButtonLink type="text" to="/login">
                    <FormattedMessage id="shell.nav.login" />
                  </ButtonLink>
                )}
                {pathname !== '/register' && (
                  <ButtonLink type="primary" to="/register">
                    <FormattedMessage id="shell.nav.register" />
                  </ButtonLink>
                )}
              </span>
              <span className="app-header__narrow">
                <MobileMenu />
              </span>
            </>
          )}
          {!wide && user && <MobileMenu />}
        </div>
      </div>
    </Layout.Header>
  );
}
