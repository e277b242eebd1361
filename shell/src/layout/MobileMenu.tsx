import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { useSession } from '../session/SessionContext';
import { NAV_ITEMS } from './navItems';
import type { ShellMessageId } from '../i18n/fr';
import { useShellT } from '../i18n/useShellT';

/** Small screens: a menu button opening a drawer with the navigation, contact, account, admin and logout. */
export function MobileMenu() {
  const { user, signOut } = useSession();
  const [open, setOpen] = useState(false);
  const t = useShellT();
  const close = () => setOpen(false);

  const links = user
    ? [
        ...NAV_ITEMS,
        { to: '/account', labelId: 'shell.nav.account', end: false },
        { to: '/contact', labelId: 'shell.nav.contact', end: false },
        ...(user.isAdmin ? [{ to: '/admin/users', labelId: 'shell.nav.admin', end: false }] : []),
      ]
    : [
        { to: '/login', labelId: 'shell.nav.login', end: false },
        { to: '/register', labelId: 'shell.nav.register', end: false },
      ];

  return (
    <>
      <Button
        type="text"
        icon={<MenuOutlined aria-hidden />}
        aria-label={t('shell.nav.openMenu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="mobile-menu__button"
      />
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
    </>
  );
}
