// The portal user's own profile page (issue 11 for store users, issue 13 for vendor users).
export { ProfilePage } from './ProfilePage';
