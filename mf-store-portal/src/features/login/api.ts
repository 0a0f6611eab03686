import { api } from 'shared/api';
import type { LoginResponse } from 'shared/session';

/** What the portal login form sends. */
export interface LoginCredentials {
  email: string;
  password: string;
}

/** Signs a store owner, store staff or super admin in. */
export function portalLogin(
  credentials: LoginCredentials,
): Promise<LoginResponse> {
  return api.post<LoginResponse>('auth/portal/login', credentials);
}
