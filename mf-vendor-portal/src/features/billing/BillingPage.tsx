import type { VendorPlanInvoice } from 'shared/contracts/vendorBilling';
import { useT } from 'shared/i18n';
import { Skeleton } from 'shared/ui/antd';
import { BillingInvoices } from 'shared/ui/billing';
import { downloadBillingInvoice } from './api';
import {
  BackToSettings,
  BillingLoadError,
  BillingOwnerOnly,
} from './components/BillingAccess';
import { PlanFacts } from './components/PlanFacts';
import { useBilling, useBillingInvoices } from './hooks';
import '../../components/shopFloor.css';
import './billing.css';

const download = (invoice: VendorPlanInvoice) =>
  downloadBillingInvoice(invoice.id);

function Invoices() {
  return (
    <BillingInvoices
      useInvoices={useBillingInvoices}
      download={download}
      defaultOrdering="-issued_on"
      showPeriod
    />
  );
}

function Billing() {
  const { billing, error, isLoading, retry } = useBilling();
  const t = useT('billing');
  return (
    <div className="vp-page vp-page--wide vp-stack">
      <h1>{t('title')}</h1>
      {isLoading && !billing ? (
        <div role="status" aria-label={t('vendor.loading')}>
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      ) : !billing ? (
        <BillingLoadError error={error} onRetry={retry} />
      ) : (
        <PlanFacts billing={billing} />
      )}
      {/* Asked with the billing, not after it; not when the billing was refused. */}
      {(billing || !error) && <Invoices />}
      <BackToSettings />
    </div>
  );
}

/** /portal/setting/billing: the plan, the next bill and the platform's invoices (owner only). */
export function BillingPage() {
  return (
    <BillingOwnerOnly>
      <Billing />
    </BillingOwnerOnly>
  );
}
