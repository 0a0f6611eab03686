import { Link, Navigate } from 'shared/router';
import { isApiError } from 'shared/api';
import type { BillItems } from 'shared/contracts/billing';
import { ErrorState, StatusPage } from 'shared/ui';
import { Skeleton } from 'shared/ui/antd';
import { money } from '../../components/money';
import { errorWords, useStorePortalT } from '../../i18n/t';
import { AddLocationsForm } from './components/AddLocationsForm';
import { PlanItemsSummary } from './components/PlanItemsSummary';
import { RemoveLocationsForm } from './components/RemoveLocationsForm';
import { useBillItemMoves, useBillItems, useBillItemsAccess } from './hooks';
import './billItems.css';

function NotAllowed() {
  const t = useStorePortalT();
  return (
    <StatusPage mark="403" tone="warning" title={t('billItems.deniedTitle')}>
      <p>{t('billItems.ownerOnly')}</p>
      <p>
        <Link to="/portal/location">{t('billItems.backToPortal')}</Link>
      </p>
    </StatusPage>
  );
}

function Items({ storeId, items }: { storeId: number; items: BillItems }) {
  const t = useStorePortalT();
  const moves = useBillItemMoves(storeId);
  if (!items.plan || !items.period)
    return (
      <p>
        {t('billItems.noPlan')}{' '}
        <Link to="/portal/billing">{t('billItems.toBilling')}</Link>
      </p>
    );
  return (
    <>
      <PlanItemsSummary items={items} />
      <section aria-labelledby="items-add-title" className="bill-items__card">
        <h2 id="items-add-title">{t('billItems.addTitle')}</h2>
        <p>
          {t('billItems.addIntro', {
            price: money(items.plan.price_per_extra_location),
          })}
        </p>
        <AddLocationsForm
          items={items}
          onBuy={moves.buy}
          onCurrent={moves.show}
        />
      </section>
      <section
        aria-labelledby="items-remove-title"
        className="bill-items__card"
      >
        <h2 id="items-remove-title">{t('billItems.removeTitle')}</h2>
        <RemoveLocationsForm
          items={items}
          onRemove={moves.remove}
          onCurrent={moves.show}
        />
      </section>
    </>
  );
}

function Page({ storeId }: { storeId: number }) {
  const t = useStorePortalT();
  const { items, error, isLoading, retry } = useBillItems(storeId);
  if (isApiError(error) && error.status === 401)
    return <Navigate to="/portal/login" replace />;
  if (isApiError(error) && error.status === 403) return <NotAllowed />;
  return (
    <section
      className="onboarding bill-items"
      aria-labelledby="bill-items-title"
    >
      <h1 id="bill-items-title">{t('billItems.title')}</h1>
      {isLoading && !items ? (
        <div role="status" aria-label={t('billItems.loading')}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : !items ? (
        <ErrorState
          title={t('billItems.loadFailed')}
          message={errorWords(error) ?? ''}
          onRetry={retry}
        />
      ) : (
        <Items storeId={storeId} items={items} />
      )}
      <p>
        <Link to="/portal/billing">{t('billItems.backToBilling')}</Link>
      </p>
    </section>
  );
}

/** /addbillitems: the store owner adds extra locations to the plan (paid now, prorated) or removes free ones. */
export function BillItemsPage() {
  const { isSignedIn, isOwner, storeId } = useBillItemsAccess();
  if (!isSignedIn) return <Navigate to="/portal/login" replace />;
  if (!isOwner || storeId === null) return <NotAllowed />;
  return <Page storeId={storeId} />;
}
