import { api } from 'shared/api';
import type {
  PortalForgotPassword,
  PortalResetPassword,
} from 'shared/contracts/access';

// The portals' password reset calls: /auth/portal/* (store owners and staff) and /auth/vendor/*
// (vendor owners and staff); the same three steps on each side.

/** Which portal's users: the store portal's or the vendor portal's. */
export type AccessSide = 'portal' | 'vendor';

/** What the reset link check answers. */
export interface ResetLink {
  valid: boolean;
  email: string;
}

const linkPath = (side: AccessSide, key: string, token: string) =>
  `auth/${side}/reset-password/${encodeURIComponent(key)}/${encodeURIComponent(token)}`;

export const accessKeys = {
  resetLink: (side: AccessSide, key: string, token: string) =>
    [linkPath(side, key, token)] as const,
};

/** Asks for a reset link; always the same neutral message. */
export function requestReset(
  side: AccessSide,
  body: PortalForgotPassword,
): Promise<{ message: string }> {
  return api.post(`auth/${side}/forgot-password`, body);
}

export function getResetLink(
  side: AccessSide,
  key: string,
  token: string,
): Promise<ResetLink> {
  return api.get<ResetLink>(linkPath(side, key, token));
}

export function resetPassword(
  side: AccessSide,
  body: PortalResetPassword,
): Promise<{ message: string }> {
  return api.post(`auth/${side}/reset-password`, body);
}
