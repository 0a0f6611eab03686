import { Link, Navigate } from 'shared/router';
import { isApiError } from 'shared/api';
import { BILL_ITEM_MESSAGES, type BillItems } from 'shared/contracts/billing';
import { ErrorState, StatusPage } from 'shared/ui';
import { Skeleton } from 'shared/ui/antd';
import { money } from '../../components/money';
import { AddLocationsForm } from './components/AddLocationsForm';
import { PlanItemsSummary } from './components/PlanItemsSummary';
import { RemoveLocationsForm } from './components/RemoveLocationsForm';
import { useBillItemMoves, useBillItems, useBillItemsAccess } from './hooks';
import './billItems.css';

function NotAllowed() {
  return (
    <StatusPage mark="403" tone="warning" title="You cannot open this page">
      <p>{BILL_ITEM_MESSAGES.ownerOnly}</p>
      <p>
        <Link to="/portal/location">Back to your portal</Link>
      </p>
    </StatusPage>
  );
}

function Items({ storeId, items }: { storeId: number; items: BillItems }) {
  const moves = useBillItemMoves(storeId);
  if (!items.plan || !items.period)
    return (
      <p>
        {BILL_ITEM_MESSAGES.noPlan}{' '}
        <Link to="/portal/billing">Go to billing</Link>
      </p>
    );
  return (
    <>
      <PlanItemsSummary items={items} />
      <section aria-labelledby="items-add-title" className="bill-items__card">
        <h2 id="items-add-title">Add extra locations</h2>
        <p>
          Each one is {money(items.plan.price_per_extra_location)} a month. You
          pay now for the rest of this period, by the day; from the next period
          on it is part of your monthly total.
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
        <h2 id="items-remove-title">Remove extra locations</h2>
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
  const { items, error, isLoading, retry } = useBillItems(storeId);
  if (isApiError(error) && error.status === 401)
    return <Navigate to="/portal/login" replace />;
  if (isApiError(error) && error.status === 403) return <NotAllowed />;
  return (
    <section
      className="onboarding bill-items"
      aria-labelledby="bill-items-title"
    >
      <h1 id="bill-items-title">Extra locations</h1>
      {isLoading && !items ? (
        <div role="status" aria-label="Loading your plan">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : !items ? (
        <ErrorState
          title="We could not load your plan."
          message={error?.message ?? ''}
          onRetry={retry}
        />
      ) : (
        <Items storeId={storeId} items={items} />
      )}
      <p>
        <Link to="/portal/billing">Back to billing</Link>
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
