import { ErrorState, PageLoader } from 'shared/ui';
import { DetailsForm } from './DetailsForm';
import { PasswordForm } from './PasswordForm';
import { useProfile } from './hooks';
import './profile.css';

/**
 * The signed-in portal user's own profile: name, phone, password (the store portal's
 * /portal/store-profile and /portal/store-staff-profile, the vendor portal's /portal/vendor-profile).
 */
export function ProfilePage() {
  const { profile, error, isLoading, mutate } = useProfile();
  if (isLoading && !profile) return <PageLoader label="Loading your profile" />;
  if (!profile)
    return (
      <ErrorState
        title="We could not load your profile."
        message={error?.message ?? ''}
        onRetry={() => void mutate()}
      />
    );
  return (
    <section className="profile-page" aria-labelledby="profile-title">
      <h1 id="profile-title">Your profile</h1>
      <p className="profile-page__email">{profile.email}</p>
      <div className="profile-page__cards">
        <section aria-labelledby="profile-details">
          <h2 id="profile-details">Your details</h2>
          <DetailsForm profile={profile} onSaved={() => mutate()} />
        </section>
        <section aria-labelledby="profile-password">
          <h2 id="profile-password">Password</h2>
          <PasswordForm />
        </section>
      </div>
    </section>
  );
}
