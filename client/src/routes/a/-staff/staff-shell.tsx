import { Outlet } from '@tanstack/react-router';
import { useRef } from 'react';
import { StaffSidebar } from './staff-sidebar';
import { StaffTopBar } from './staff-top-bar';
import './staff.css';
import './data-table.css';
import './staff-forms.css';

/** The staff layout: sidebar, top bar with the page search, content. */
export function StaffShell() {
  const content = useRef<HTMLElement>(null);
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
