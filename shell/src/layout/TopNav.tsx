import { useIntl } from 'react-intl';
import { NavLink } from '@cigogne/ui/router';
import { NAV_ITEMS } from './navItems';

/** Home, predictions, wishlists, timelines: shown to signed-in users on wide screens. */
export function TopNav() {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'shell.nav.label' })} className="top-nav">
      <ul>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={({ isActive }) => (isActive ? 'top-nav__link is-active' : 'top-nav__link')}>
              {intl.formatMessage({ id: item.labelId })}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
