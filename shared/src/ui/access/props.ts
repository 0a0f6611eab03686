import type { AccessSide } from './api';

/** Props of the access pages. */
export interface AccessPageProps {
  /** whose accounts: the store portal's ('portal') or the vendor portal's ('vendor') */
  side: AccessSide;
  /** the path the portal's login, forgot-password and check-inbox pages sit under: '/portal' or '' */
  base: string;
}
