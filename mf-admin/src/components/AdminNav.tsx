import { useCurrentLinkInView } from '@cigogne/ui/navigation/useCurrentLinkInView';
import { NavLink, useLocation } from '@cigogne/ui/router';
import { useAdminPaths } from '../AdminPaths';
import { useAdminT } from '../i18n/useAdminT';

/** Links between the admin screens (the user menu only opens the first); one line that scrolls sideways on a phone. */
export function AdminNav() {
  const t = useAdminT();
  const paths = useAdminPaths();
  const row = useCurrentLinkInView<HTMLUListElement>(useLocation().pathname);
  const links = [
    { to: paths.users, label: t('admin.nav.users') },
    { to: paths.wishlists, label: t('admin.nav.wishlists') },
    { to: paths.predictions, label: t('admin.nav.predictions') },
    { to: paths.errors, label: t('admin.nav.errors') },
    { to: paths.contacts, label: t('admin.nav.contacts') },
    { to: paths.mails, label: t('admin.nav.mails') },
    { to: paths.remotes, label: t('admin.nav.remotes') },
  ];
  return (
    <nav className="adm-nav" aria-label={t('admin.nav.label')}>
      <ul ref={row}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={({ isActive }) => `adm-nav__link${isActive ? ' adm-nav__link--active' : ''}`}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
