// The portal user's own profile page (store users and vendor users).
export { ProfilePage } from './ProfilePage';
