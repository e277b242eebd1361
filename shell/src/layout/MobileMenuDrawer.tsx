import { Button, Drawer } from 'antd';
import { NavLink } from '@cigogne/ui/router';
import { useSession } from '../session/SessionContext';
import { NAV_ITEMS } from './navItems';
import type { ShellMessageId } from '../i18n/fr';
import { useShellT } from '../i18n/useShellT';

/** The small screens' menu drawer: navigation, account, integrations, contact, admin and logout. */
export function MobileMenuDrawer({ open, onClose: close }: { open: boolean; onClose: () => void }) {
  const { user, signOut } = useSession();
  const t = useShellT();

  const links = user
    ? [
        ...NAV_ITEMS,
        { to: '/account', labelId: 'shell.nav.account', end: true },
        { to: '/account/integrations', labelId: 'shell.nav.integrations', end: false },
        { to: '/contact', labelId: 'shell.nav.contact', end: false },
        ...(user.isAdmin ? [{ to: '/admin/users', labelId: 'shell.nav.admin', end: false }] : []),
      ]
    : [
        { to: '/login', labelId: 'shell.nav.login', end: false },
        { to: '/register', labelId: 'shell.nav.register', end: false },
      ];

  return (
    <Drawer
      open={open}
      onClose={close}
      title={user ? `${user.firstName} ${user.lastName}` : t('shell.nav.menuTitle')}
      placement="right"
      size={300}
    >
      <nav aria-label={t('shell.nav.label')} className="mobile-nav">
        <ul>
          {links.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={close}
                className={({ isActive }) => (isActive ? 'mobile-nav__link is-active' : 'mobile-nav__link')}
              >
                {t(item.labelId as ShellMessageId)}
              </NavLink>
            </li>
          ))}
        </ul>
        {user && (
          <Button block danger onClick={signOut} style={{ marginTop: 16 }}>
            {t('shell.nav.logout')}
          </Button>
        )}
      </nav>
    </Drawer>
  );
}
