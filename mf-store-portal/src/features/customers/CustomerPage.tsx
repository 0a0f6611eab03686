import { Link, useParams } from 'shared/router';
import { PageLoader, StatusPage } from 'shared/ui';
import { DetailError } from '../../components/DetailError';
import { useStorePortalT } from '../../i18n/t';
import { storePortalPaths } from '../../paths';
import { usePortalBase } from '../../records/basePath';
import { AddressesCard } from './components/AddressesCard';
import { ContactCard } from './components/ContactCard';
import { NoAccess } from './components/NoAccess';
import { OrdersCard } from './components/OrdersCard';
import { PriceListCard } from './components/PriceListCard';
import { TagsCard } from './components/TagsCard';
import { TimelineCard } from './components/TimelineCard';
import { UsedDiscountsCard } from './components/UsedDiscountsCard';
import { customerName } from './format';
import {
  useCustomer,
  useCustomerAccess,
  useCustomerSaved,
  useCustomerTags,
} from './hooks';
import './customers.css';

function CustomerDetailView({ id, canEdit }: { id: number; canEdit: boolean }) {
  const t = useStorePortalT();
  const base = usePortalBase();
  const { customer, error, isLoading, mutate } = useCustomer(id);
  const suggestions = useCustomerTags(canEdit);
  const saved = useCustomerSaved();
  if (isLoading && !customer)
    return <PageLoader label={t('customer.loading')} />;
  if (!customer)
    return (
      <DetailError
        noun="customer"
        error={error}
        onRetry={() => void mutate()}
      />
    );
  return (
    <section className="customer-page" aria-labelledby="customer-title">
      <div className="customer-page__head">
        <h1 id="customer-title">{customerName(customer)}</h1>
        <Link to={storePortalPaths.customers(base)}>{t('customer.back')}</Link>
      </div>
      <div className="customer-page__grid">
        <div className="customer-page__column">
          <OrdersCard customer={customer} base={base} />
          <UsedDiscountsCard discounts={customer.used_discounts} base={base} />
          <TimelineCard
            customer={customer}
            base={base}
            canComment={canEdit}
            onSaved={saved}
          />
        </div>
        <div className="customer-page__column">
          <ContactCard customer={customer} canEdit={canEdit} onSaved={saved} />
          <TagsCard
            customer={customer}
            canEdit={canEdit}
            suggestions={suggestions}
            onSaved={saved}
          />
          <AddressesCard addresses={customer.addresses} />
          <PriceListCard customerId={customer.id} canEdit={canEdit} />
        </div>
      </div>
    </section>
  );
}

/** One customer (/portal/customer/:id): contact details, tags, addresses, orders and timeline. */
export function CustomerPage() {
  const t = useStorePortalT();
  const id = Number(useParams().id);
  const { canView, canEdit } = useCustomerAccess();
  if (!canView) return <NoAccess />;
  if (!Number.isInteger(id) || id <= 0)
    return <StatusPage mark="404" title={t('customer.notFound')} />;
  return <CustomerDetailView id={id} canEdit={canEdit} />;
}
