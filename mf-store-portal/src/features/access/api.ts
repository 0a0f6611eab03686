import { api } from 'shared/api';
import type {
  PortalForgotPassword,
  PortalResetPassword,
} from 'shared/contracts/access';
import type { ImpersonationLogin } from 'shared/session';

// Store-portal access (issue 11): the password reset link and /authenticate/{id}.

/** What the reset link check answers. */
export interface ResetLink {
  valid: boolean;
  email: string;
}

export const accessKeys = {
  resetLink: (key: string, token: string) =>
    [`auth/portal/reset-password/${key}/${token}`] as const,
};

/** Asks for a reset link; always the same neutral message. */
export function requestPortalReset(
  body: PortalForgotPassword,
): Promise<{ message: string }> {
  return api.post('auth/portal/forgot-password', body);
}

export function getResetLink(key: string, token: string): Promise<ResetLink> {
  return api.get<ResetLink>(
    `auth/portal/reset-password/${encodeURIComponent(key)}/${encodeURIComponent(token)}`,
  );
}

export function resetPortalPassword(
  body: PortalResetPassword,
): Promise<{ message: string }> {
  return api.post('auth/portal/reset-password', body);
}

/** The super admin's short login as the store's owner. */
export function authenticateAsStore(
  storeId: number,
): Promise<ImpersonationLogin> {
  return api.post<ImpersonationLogin>(
    `admin/stores/${storeId}/authenticate`,
    {},
  );
}
