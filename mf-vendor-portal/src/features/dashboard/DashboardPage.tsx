import { useSession } from 'shared/session';
import { ErrorState, PageLoader } from 'shared/ui';
import { useMyVendor } from './hooks';

/** The vendor portal's landing page: the vendor's name and a welcome for the signed-in user. */
export function DashboardPage() {
  const session = useSession();
  const { vendor, isLoading, error, retry } = useMyVendor();
  const firstName = session?.user?.first_name;

  if (isLoading) return <PageLoader />;
  if (error || !vendor) {
    return (
      <ErrorState
        title="We could not load your workshop."
        message={error?.message ?? ''}
        onRetry={retry}
      />
    );
  }
  return (
    <div style={{ padding: 24 }}>
      <h1 style={{ margin: '0 0 8px' }}>{vendor.name}</h1>
      <p style={{ margin: 0, fontSize: 16 }}>
        {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
      </p>
    </div>
  );
}
