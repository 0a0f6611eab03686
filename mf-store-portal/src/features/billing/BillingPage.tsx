import { useCallback } from 'react';
import type { Query } from 'shared/api';
import type { StoreInvoice } from 'shared/contracts/billing';
import { useT } from 'shared/i18n';
import { Link } from 'shared/router';
import { ErrorState, StatusPage } from 'shared/ui';
import { Skeleton } from 'shared/ui/antd';
import { BillingInvoices } from 'shared/ui/billing';
import { downloadInvoice } from './api';
import { InvoiceLines } from './components/InvoiceLines';
import { CardOnFile } from './components/CardOnFile';
import { PlanChanger } from './components/PlanChanger';
import { PlanSummary } from './components/PlanSummary';
import {
  useBilling,
  useBillingAccess,
  useBillingMoves,
  useInvoices,
} from './hooks';
import '../../records/records.css';
import './billing.css';

const details = (invoice: StoreInvoice) => (
  <InvoiceLines lines={invoice.lines} />
);

/** A page of the signed-in store's platform invoices. */
function useStoreInvoices(query: Query) {
  return useInvoices(useBillingAccess().storeId, query);
}

function Invoices({ storeId }: { storeId: number }) {
  const download = useCallback(
    (invoice: StoreInvoice) => downloadInvoice(storeId, invoice.id),
    [storeId],
  );
  return (
    <BillingInvoices
      useInvoices={useStoreInvoices}
      download={download}
      details={details}
    />
  );
}

function Billing({ storeId, isOwner }: { storeId: number; isOwner: boolean }) {
  const { billing, error, isLoading, retry } = useBilling(storeId);
  const moves = useBillingMoves(storeId);
  const t = useT('billing');
  return (
    <section className="rec-list billing-page" aria-labelledby="billing-title">
      <h1 id="billing-title">{t('title')}</h1>
      {isLoading && !billing ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !billing ? (
        <ErrorState
          title={t('loadFailed')}
          message={error?.message ?? ''}
          onRetry={retry}
        />
      ) : (
        <div className="billing-cards">
          <PlanSummary billing={billing} />
          <CardOnFile
            billing={billing}
            isOwner={isOwner}
            onReplace={moves.replaceCard}
          />
          {isOwner && (
            <PlanChanger billing={billing} onChange={moves.changePlan} />
          )}
        </div>
      )}
      {isOwner && billing?.plan && (
        <p>
          <Link to="/addbillitems">{t('store.extraLocations')}</Link>
        </p>
      )}
      <Invoices storeId={storeId} />
    </section>
  );
}

/** /portal/billing: the store's plan, card on file and the platform's invoices (owner; staff with billing read). */
export function BillingPage() {
  const { storeId, isOwner, canRead } = useBillingAccess();
  const t = useT('billing');
  if (!canRead || storeId === null)
    return (
      <StatusPage mark="403" tone="warning" title={t('store.denied')}>
        <p>{t('store.deniedWhy')}</p>
      </StatusPage>
    );
  return <Billing storeId={storeId} isOwner={isOwner} />;
}
