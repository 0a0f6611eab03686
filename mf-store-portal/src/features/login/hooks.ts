import { useNavigate } from 'shared/router';
import { ONBOARDING_RESUME_PATH } from 'shared/contracts/onboarding';
import { ROLES } from 'shared/permissions';
import { homePathFor, useSignIn, type LoginResponse } from 'shared/session';
import { portalLogin, type LoginCredentials } from './api';

/** Where a login lands: an owner whose store is not set up yet resumes its onboarding. */
export function landingPathFor(response: LoginResponse): string {
  const roleId = response.role?.role_id ?? response.user.role?.role_id;
  if (
    roleId === ROLES.STORE_OWNER &&
    response.store &&
    !response.store.is_onboarding_complete
  )
    return ONBOARDING_RESUME_PATH;
  return homePathFor(roleId);
}

/**
 * Submits the portal login: on success stores the session and goes to the role's home page (or the
 * onboarding's next step). A failure is thrown on to the shared LoginForm, which shows it and keeps
 * what was typed.
 */
export function usePortalLogin() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  return async (credentials: LoginCredentials) => {
    const response = await portalLogin(credentials);
    signIn(response);
    navigate(landingPathFor(response), { replace: true });
  };
}
