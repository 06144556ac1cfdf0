import { Outlet } from '@tanstack/react-router';
import { useRef } from 'react';
import { StaffSidebar } from './staff-sidebar';
import { StaffTopBar } from './staff-top-bar';
import { useLiveStaffScreens } from './use-live-staff-screens';
import './staff.css';
import './data-table.css';
import './staff-forms.css';
import './figure-cards.css';
import './date-grid.css';
import './staff-print.css';

/** The staff layout: sidebar, top bar with the page search, content; kept live by the server's changes. */
export function StaffShell() {
  const content = useRef<HTMLElement>(null);
  useLiveStaffScreens();
  return (
    <div className="staff-shell">
      <StaffSidebar />
      <div className="staff-shell__body">
        <StaffTopBar content={content} />
        <main ref={content} className="staff-shell__main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
