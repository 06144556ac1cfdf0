import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { authQuery } from '../../../account/queries';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { BookingSearchBox } from '../-search/booking-search-box';
import { PageSearch } from './page-search';
import { useStaffAccess } from './staff-access';

/**
 * The search of every booking (for the staff who read bookings: not housekeeping), the page-text
 * search, who is logged in, and the language buttons.
 */
export function StaffTopBar({ content }: { content: RefObject<HTMLElement | null> }) {
  const { trpc } = useRouteContext({ from: '/a' });
  const { data: auth } = useQuery(authQuery(trpc));
  const readsBookings = useStaffAccess('staff');
  return (
    <header className="staff-topbar">
      {readsBookings && <BookingSearchBox />}
      <PageSearch content={content} />
      <div className="staff-topbar__end">
        {auth?.data && <span className="staff-topbar__user">{auth.data.email}</span>}
        <LanguageSwitcher />
      </div>
    </header>
  );
}
