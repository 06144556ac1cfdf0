import { mayAccess, type StaffAccess } from '@hotel/contracts/plain';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authQuery } from '../../../account/queries';
import { Icon, StrokeIcon } from '../../../components/icon';
import { LogoutButton } from '../../../components/logout-button';
import { STAFF_ICONS } from './staff-icons';

/**
 * Every staff screen, in the sidebar's order; a new screen adds its entry here. Only screens
 * that exist are listed: a link may never lead to a placeholder. Each names the access its data
 * needs (contracts' STAFF_ACCESS), so a person sees only the screens their role opens; the server
 * checks the role again on every call.
 */
const SCREENS = [
  { to: '/a', label: 'nav.today', icon: 'today', access: 'staff' },
  { to: '/a/bookings', label: 'nav.bookings', icon: 'bookings', access: 'staff' },
  { to: '/a/bookings/r', label: 'nav.reception', icon: 'reception', access: 'staff' },
  { to: '/a/bookings/c', label: 'nav.canceled', icon: 'canceled', access: 'staff' },
  { to: '/a/bookings/a', label: 'nav.archive', icon: 'archive', access: 'staff' },
  { to: '/a/rooms/online', label: 'nav.calendar', icon: 'calendar', access: 'staff' },
  { to: '/a/rooms/types', label: 'nav.roomTypes', icon: 'roomTypes', access: 'staff' },
  { to: '/a/rates', label: 'nav.rates', icon: 'rates', access: 'manager' },
  { to: '/a/rooms', label: 'nav.rooms', icon: 'rooms', access: 'staff' },
  {
    to: '/a/housekeeping',
    label: 'nav.housekeeping',
    icon: 'housekeeping',
    access: 'housekeeping',
  },
  { to: '/a/rooms/feeds', label: 'nav.feeds', icon: 'feeds', access: 'manager' },
  { to: '/a/clients', label: 'nav.clients', icon: 'clients', access: 'staff' },
  { to: '/a/mail', label: 'nav.mail', icon: 'mail', access: 'staff' },
  { to: '/a/reviews', label: 'nav.reviews', icon: 'reviews', access: 'manager' },
  { to: '/a/settings', label: 'nav.settings', icon: 'settings', access: 'manager' },
  { to: '/a/audit', label: 'nav.audit', icon: 'audit', access: 'accounts' },
  { to: '/a/ledger', label: 'nav.ledger', icon: 'ledger', access: 'accounts' },
  { to: '/a/balances', label: 'nav.balances', icon: 'balances', access: 'accounts' },
  { to: '/a/report', label: 'report.title', icon: 'report', access: 'accounts' },
  { to: '/a/staff-accounts', label: 'nav.team', icon: 'team', access: 'manager' },
] as const satisfies readonly { to: string; label: string; icon: string; access: StaffAccess }[];

/**
 * The staff area's navigation and logout (→ /). On a phone the menu folds behind a button, so a
 * screen opens on its own content; choosing a screen folds it again.
 */
export function StaffSidebar() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const { trpc } = useRouteContext({ from: '/a' });
  const roleId = useQuery(authQuery(trpc)).data?.data?.role_id ?? 0;
  const screens = SCREENS.filter((screen) => mayAccess(roleId, screen.access));
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <aside className={`staff-sidebar${menuOpen ? ' staff-sidebar--open' : ''}`}>
      <div className="staff-sidebar__head">
        <div className="staff-sidebar__brand">
          <img src="/images/logo.svg" alt="" width={36} height={36} />
          <span>
            <strong>{common('brand.name')}</strong>
            <small>{t('area')}</small>
          </span>
        </div>
        <button
          type="button"
          className="staff-sidebar__toggle"
          aria-expanded={menuOpen}
          aria-controls="staff-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
          {common('nav.menu')}
        </button>
      </div>
      {/* A click on any of its links or on logout, all there is to click in it, folds the menu. */}
      <div id="staff-menu" className="staff-sidebar__menu" onClick={() => setMenuOpen(false)}>
        <nav className="staff-nav" aria-label={t('nav.label')}>
          {screens.map((screen) => (
            <Link
              key={screen.to}
              to={screen.to}
              className="staff-nav__link"
              activeOptions={{ exact: true }}
              activeProps={{
                className: 'staff-nav__link staff-nav__link--active',
                'aria-current': 'page',
              }}
            >
              <StrokeIcon path={STAFF_ICONS[screen.icon]} size={20} />
              {t(screen.label)}
            </Link>
          ))}
        </nav>
        {/* Each person's own password and sessions: the account page every login has. */}
        <Link to="/profile" className="staff-nav__link staff-sidebar__account">
          <StrokeIcon path={STAFF_ICONS.account} size={20} />
          {t('nav.account')}
        </Link>
        <LogoutButton className="staff-nav__link staff-sidebar__logout">
          <StrokeIcon path={STAFF_ICONS.logout} size={20} />
          {t('nav.logout')}
        </LogoutButton>
      </div>
    </aside>
  );
}
