import { useNavigate } from 'react-router-dom';
import { homePathFor, useSignIn } from 'shared/session';
import { vendorLogin, type LoginCredentials } from './api';

/**
 * Submits the vendor login: on success stores the session and goes to the role's home page.
 * A failure is thrown on to the shared LoginForm, which shows it and keeps what was typed.
 */
export function useVendorLogin() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  return async (credentials: LoginCredentials) => {
    const response = await vendorLogin(credentials);
    signIn(response);
    navigate(
      homePathFor(response.user.role?.role_id ?? response.role?.role_id),
      { replace: true },
    );
  };
}
