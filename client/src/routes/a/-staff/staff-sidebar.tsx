import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../../account/use-logout';
import { StrokeIcon } from '../../../components/icon';
import { STAFF_ICONS } from './staff-icons';

/**
 * Every staff screen, in the sidebar's order; a new screen adds its entry here. Only screens
 * that exist are listed: a link may never lead to a placeholder.
 */
const SCREENS = [
  { to: '/a/bookings', label: 'nav.bookings', icon: 'bookings' },
  { to: '/a/bookings/r', label: 'nav.reception', icon: 'reception' },
  { to: '/a/bookings/c', label: 'nav.canceled', icon: 'canceled' },
  { to: '/a/bookings/a', label: 'nav.archive', icon: 'archive' },
  { to: '/a/rooms/online', label: 'nav.calendar', icon: 'calendar' },
  { to: '/a/rooms/types', label: 'nav.roomTypes', icon: 'roomTypes' },
  { to: '/a/rooms', label: 'nav.rooms', icon: 'rooms' },
  { to: '/a/rooms/feeds', label: 'nav.feeds', icon: 'feeds' },
  { to: '/a/clients', label: 'nav.clients', icon: 'clients' },
  { to: '/a/reviews', label: 'nav.reviews', icon: 'reviews' },
  { to: '/a/settings', label: 'nav.settings', icon: 'settings' },
  { to: '/a/audit', label: 'nav.audit', icon: 'audit' },
  { to: '/a/ledger', label: 'nav.ledger', icon: 'ledger' },
] as const;

/** The staff area's navigation and logout (→ /, specification, point 2). */
export function StaffSidebar() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const logout = useLogout();
  return (
    <aside className="staff-sidebar">
      <div className="staff-sidebar__brand">
        <img src="/images/logo.svg" alt="" width={36} height={36} />
        <span>
          <strong>{common('brand.name')}</strong>
          <small>{t('area')}</small>
        </span>
      </div>
      <nav className="staff-nav" aria-label={t('nav.label')}>
        {SCREENS.map((screen) => (
          <Link
            key={screen.to}
            to={screen.to}
            className="staff-nav__link"
            activeOptions={{ exact: true }}
            activeProps={{ className: 'staff-nav__link staff-nav__link--active', 'aria-current': 'page' }}
          >
            <StrokeIcon path={STAFF_ICONS[screen.icon]} size={20} />
            {t(screen.label)}
          </Link>
        ))}
      </nav>
      <button
        type="button"
        className="staff-nav__link staff-sidebar__logout"
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        <StrokeIcon path={STAFF_ICONS.logout} size={20} />
        {t('nav.logout')}
      </button>
    </aside>
  );
}
