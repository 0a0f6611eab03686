import type { ReactNode } from 'react';
import { Link } from 'shared/router';
import { isApiError } from 'shared/api';
import type { VendorOnboardingState } from 'shared/contracts/vendorOnboarding';
import { ErrorState, PageLoader } from 'shared/ui';
import { formatMoney, localiseErrorMessage } from 'shared/i18n';
import { Card } from 'shared/ui/antd';
import 'shared/ui/onboarding';
import { useBasePath } from '../../basePath';
import { useVendorT } from '../../i18n/t';
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
  const t = useVendorT();
  const { state, error, isLoading } = useRegistration();
  if (isLoading)
    return (
      <PageLoader
        label={t('settings.loading', { what: title.toLowerCase() })}
      />
    );
  if (!state)
    return isApiError(error) && error.status === 403 ? (
      <ErrorState
        title={t('settings.ownerOnly')}
        message={t('settings.askOwner')}
      />
    ) : (
      <ErrorState
        message={
          error?.message ? localiseErrorMessage(error.message) : undefined
        }
      />
    );
  return (
    <section className="onboarding" aria-labelledby="settings-title">
      <h1 id="settings-title">{title}</h1>
      {children(state)}
    </section>
  );
}

/** /portal/settings: the owner's settings, each with what it holds now. */
export function SettingsPage() {
  const base = useBasePath();
  const t = useVendorT();
  return (
    <SettingsFrame title={t('settings.title')}>
      {(state) => (
        <ul
          aria-label={t('settings.title')}
          style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }}
        >
          {[
            {
              to: vendorPortalPaths.addresses(base),
              title: t('settings.addresses'),
              now: state.address
                ? t('settings.addressNow', {
                    line: state.address.address_line1,
                    city: state.address.city,
                  })
                : t('settings.noAddress'),
            },
            {
              to: vendorPortalPaths.plan(base),
              title: t('settings.plan'),
              now: state.plan
                ? t('settings.planNow', {
                    name: state.plan.name,
                    price: formatMoney(state.plan.monthly_price),
                  })
                : t('settings.noPlan'),
            },
            {
              to: vendorPortalPaths.billing(base),
              title: t('settings.billing'),
              now: t('settings.billingNow'),
            },
            {
              to: vendorPortalPaths.invoiceSettings(base),
              title: t('settings.invoices'),
              now: t('settings.invoicesNow'),
            },
            {
              to: vendorPortalPaths.payment(base),
              title: t('settings.payment'),
              now: state.bank
                ? t('settings.paymentNow', { last4: state.bank.last4 })
                : t('settings.noPayment'),
            },
            {
              to: vendorPortalPaths.integrations(base),
              title: t('settings.integrations'),
              now: t('settings.integrationsNow'),
            },
            {
              to: vendorPortalPaths.setupVendor(base),
              title: t('settings.profile'),
              now: t('settings.profileNow'),
            },
            {
              to: vendorPortalPaths.importSettings(base),
              title: t('settings.import'),
              now: t('settings.importNow'),
            },
            {
              to: vendorPortalPaths.billItems(base),
              title: t('settings.billItems'),
              now: t('settings.billItemsNow'),
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
