import type { ReactNode } from 'react';
import { Link } from 'shared/router';
import { isApiError } from 'shared/api';
import type { VendorOnboardingState } from 'shared/contracts/vendorOnboarding';
import { ErrorState, PageLoader } from 'shared/ui';
import { Card } from 'shared/ui/antd';
import 'shared/ui/onboarding';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import { useRegistration } from '../../records/registration';

/** The settings hub's frame: its heading and the record it reads (owner only). */
function SettingsFrame({
  title,
  children,
}: {
  title: string;
  children: (state: VendorOnboardingState) => ReactNode;
}) {
  const { state, error, isLoading } = useRegistration();
  if (isLoading) return <PageLoader label={`Loading ${title.toLowerCase()}`} />;
  if (!state)
    return isApiError(error) && error.status === 403 ? (
      <ErrorState
        title="Only the workshop's owner manages its settings"
        message="Ask the owner of your workshop."
      />
    ) : (
      <ErrorState message={error?.message} />
    );
  return (
    <main className="onboarding" aria-labelledby="settings-title">
      <h1 id="settings-title">{title}</h1>
      {children(state)}
    </main>
  );
}

/** /portal/settings: the owner's settings, each with what it holds now. */
export function SettingsPage() {
  const base = useBasePath();
  return (
    <SettingsFrame title="Settings">
      {(state) => (
        <ul
          aria-label="Settings"
          style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }}
        >
          {[
            {
              to: vendorPortalPaths.addresses(base),
              title: 'Addresses',
              now: state.address
                ? `Default: ${state.address.address_line1}, ${state.address.city}`
                : 'No address yet',
            },
            {
              to: vendorPortalPaths.plan(base),
              title: 'Plan',
              now: state.plan
                ? `${state.plan.name}, $${state.plan.monthly_price} a month`
                : 'No plan yet',
            },
            {
              to: vendorPortalPaths.billing(base),
              title: 'Billing',
              now: 'Your next bill and the platform’s invoices to you',
            },
            {
              to: vendorPortalPaths.invoiceSettings(base),
              title: 'Invoices',
              now: 'Payment terms, tax id and footer of your invoices',
            },
            {
              to: vendorPortalPaths.payment(base),
              title: 'Payment and payouts',
              now: state.bank
                ? `Payouts to the account ending ${state.bank.last4}`
                : 'No payout account yet',
            },
            {
              to: vendorPortalPaths.integrations(base),
              title: 'Integrations',
              now: 'API keys and payouts',
            },
            {
              to: vendorPortalPaths.setupVendor(base),
              title: 'Workshop profile',
              now: 'Your workshop’s business profile',
            },
            {
              to: vendorPortalPaths.importSettings(base),
              title: 'Sales order import',
              now: 'The sales orders you imported',
            },
            {
              to: vendorPortalPaths.billItems(base),
              title: 'Bill items',
              now: 'Extra items to bill a store for',
            },
          ].map((entry) => (
            <li key={entry.title}>
              <Card size="small">
                <Link to={entry.to}>{entry.title}</Link>
                <p style={{ margin: '4px 0 0' }}>{entry.now}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </SettingsFrame>
  );
}
