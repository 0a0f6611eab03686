import { useNavigate } from 'react-router-dom';
import { homePathFor, useSignIn } from 'shared/session';
import { portalLogin, type LoginCredentials } from './api';

/**
 * Submits the portal login: on success stores the session and goes to the role's home page.
 * A failure is thrown on to the shared LoginForm, which shows it and keeps what was typed.
 */
export function usePortalLogin() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  return async (credentials: LoginCredentials) => {
    const response = await portalLogin(credentials);
    signIn(response);
    navigate(
      homePathFor(response.role?.role_id ?? response.user.role?.role_id),
      { replace: true },
    );
  };
}
