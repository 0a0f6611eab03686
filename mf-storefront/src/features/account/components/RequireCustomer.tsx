import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'shared/router';
import { useSession } from 'shared/session';

export interface RequireCustomerProps {
  children: ReactNode;
}

/** Customers only: anyone else goes to /login, which brings them back here afterwards. */
export function RequireCustomer({ children }: RequireCustomerProps) {
  const session = useSession();
  const location = useLocation();
  if (!session.access || !session.customer) {
    return (
      <Navigate
        to="/login"
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return <>{children}</>;
}
