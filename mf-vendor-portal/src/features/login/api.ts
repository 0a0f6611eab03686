import { api } from 'shared/api';
import type { LoginResponse } from 'shared/session';

/** What the vendor login form sends. */
export interface LoginCredentials {
  email: string;
  password: string;
}

/** Signs a vendor owner or vendor staff in; the role comes back in `user.role`. */
export function vendorLogin(
  credentials: LoginCredentials,
): Promise<LoginResponse> {
  return api.post<LoginResponse>('auth/vendor/login', credentials);
}
