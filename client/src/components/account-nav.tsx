import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStatus } from '../account/use-auth-status';
import { LogoutButton } from './logout-button';
import { SearchRoomDialog } from './search-room-dialog';

/**
 * The header's account part: find-room, profile and logout when logged in, login when logged
 * out, nothing seen while the first check is still out (so the links do not flicker).
 */
export function AccountNav() {
  const { t } = useTranslation();
  const status = useAuthStatus();
  const [searching, setSearching] = useState(false);

  if (status !== 'in') {
    // While the first check is out, the login link's place is kept, unseen and unreachable
    // (visibility: hidden takes it out of the Tab order and the accessibility tree): on
    // a wide screen the navigation is aligned right, and the link appearing moved every other
    // link to the left (a layout shift) for the visitor, who is most often not logged in.
    return (
      <div className={status === 'out' ? 'account-nav' : 'account-nav account-nav--pending'}>
        <Link to="/login" className="site-nav__link site-nav__link--account">
          {t('session.login')}
        </Link>
      </div>
    );
  }
  return (
    <div className="account-nav">
      <button type="button" className="button button--small" onClick={() => setSearching(true)}>
        {t('session.findRoom')}
      </button>
      <Link
        to="/profile"
        className="site-nav__link"
        activeProps={{ className: 'site-nav__link site-nav__link--active' }}
      >
        {t('session.profile')}
      </Link>
      <LogoutButton className="site-nav__link site-nav__button">{t('session.logout')}</LogoutButton>
      {searching && <SearchRoomDialog onClose={() => setSearching(false)} />}
    </div>
  );
}
