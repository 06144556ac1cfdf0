import { mayAccess, type StaffAccess } from '@hotel/contracts/plain';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { authQuery } from '../../../account/queries';

/**
 * Whether the logged-in person's role may use operations needing `access` (contracts'
 * STAFF_ACCESS), so a screen offers only what the server would take; the server checks again.
 * False until the session is known.
 */
export function useStaffAccess(access: StaffAccess): boolean {
  const { trpc } = useRouteContext({ from: '/a' });
  const roleId = useQuery(authQuery(trpc)).data?.data?.role_id ?? 0;
  return mayAccess(roleId, access);
}
