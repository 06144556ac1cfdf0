import type { ReactNode } from 'react';
import { useLogout } from '../account/use-logout';

/** The button that logs out (then goes home), taking no second press while the call is out. */
export function LogoutButton({ className, children }: { className: string; children: ReactNode }) {
  const logout = useLogout();
  return (
    <button
      type="button"
      className={className}
      disabled={logout.isPending}
      onClick={() => logout.mutate()}
    >
      {children}
    </button>
  );
}
