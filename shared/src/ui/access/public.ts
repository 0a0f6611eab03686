// The portals' access pages (store portal and vendor portal): forgot password,
// check inbox and reset password, for either side, with the page paths of the portal that shows them.
export { AccessCard } from './AccessCard';
export type { AccessSide } from './api';
export type { AccessPageProps } from './props';
export { CheckInboxPage } from './CheckInboxPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { PASSWORD_RULE, PASSWORDS_DIFFER, resetPasswordSchema } from './schema';
export { StaffSignupPage } from './StaffSignupPage';
export type {
  StaffInvitation,
  StaffSignupInput,
  StaffSignupPageProps,
} from './StaffSignupPage';
export { staffSignupSchema } from './staffSignupSchema';
export type { StaffSignupValues } from './staffSignupSchema';
export { ACCESS_CATALOGUES } from './catalogue';
