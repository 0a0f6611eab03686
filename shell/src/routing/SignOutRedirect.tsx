import { useEffect } from 'react';
import { useNavigate } from 'shared/router';
import { loginPathFor, onSignOut } from 'shared/session';
import type { HostKind } from 'shared/tenant';

/** Navigates to the role's login path whenever the session ends (log out, or a failed token refresh). */
export function SignOutRedirect({ kind }: { kind: HostKind }) {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSignOut(({ roleId }) =>
        navigate(loginPathFor(roleId, kind), { replace: true }),
      ),
    [navigate, kind],
  );
  return null;
}
