import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from 'shared/api';
import type { VendorOnboardingState } from 'shared/contracts/vendorOnboarding';
import { ErrorState, PageLoader } from 'shared/ui';
import { Card } from 'shared/ui/antd';
import { formatDate } from 'shared/dates';
import 'shared/ui/onboarding';
import { useBasePath } from '../../basePath';
import { vendorPortalPaths } from '../../paths';
import { useRegistration } from '../../vendorAccount/registration';

/** One settings page: its heading, the record it reads (owner only), and the way back to settings. */
function SettingsFrame({
  title,
  back = true,
  children,
}: {
  title: string;
  /** a 'Back to settings' link under the page (not on the settings page itself) */
  back?: boolean;
  children: (state: VendorOnboardingState) => ReactNode;
}) {
  const base = useBasePath();
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
      {back && (
        <p>
          <Link to={vendorPortalPaths.settings(base)}>Back to settings</Link>
        </p>
      )}
    </main>
  );
}

/** /portal/settings: the owner's settings, each with what it holds now. */
export function SettingsPage() {
  const base = useBasePath();
  return (
    <SettingsFrame title="Settings" back={false}>
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

/** /portal/setting/plan: the workshop's plan and its first payment. */
export function PlanSettingsPage() {
  return (
    <SettingsFrame title="Your plan">
      {(state) =>
        state.plan ? (
          <>
            <p>
              <strong>{state.plan.name}</strong>: ${state.plan.monthly_price} a
              month, up to {state.plan.users_included}{' '}
              {state.plan.users_included === 1 ? 'user' : 'users'}.{' '}
              {state.plan.description}.
            </p>
            {state.plan_paid_on && (
              <p>
                The first month was paid on {formatDate(state.plan_paid_on)}
                {state.plan_card_last4
                  ? ` with the card ending ${state.plan_card_last4}`
                  : ''}
                .
              </p>
            )}
          </>
        ) : (
          <p>Your workshop has no plan yet.</p>
        )
      }
    </SettingsFrame>
  );
}

/** /portal/setting/payment: the card the plan is paid with and where payouts go. */
export function PaymentSettingsPage() {
  return (
    <SettingsFrame title="Payment and payouts">
      {(state) => (
        <>
          <h2>Plan payments</h2>
          <p>
            {state.plan_card_last4
              ? `The plan is paid with the card ending ${state.plan_card_last4}.`
              : 'No card on record.'}
          </p>
          <h2>Payouts</h2>
          <p>
            {state.bank
              ? `Payouts go to ${state.bank.account_holder}'s ${state.bank.kind === 'iban' ? 'IBAN' : 'US bank account'} ending ${state.bank.last4}.`
              : 'No payout account yet.'}
          </p>
        </>
      )}
    </SettingsFrame>
  );
}
