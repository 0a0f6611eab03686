import { useState } from 'react';
import { Link, useParams } from 'shared/router';
import { isApiError } from 'shared/api';
import type { VendorCustomerDetail } from 'shared/contracts/vendorSales';
import { formatDate } from 'shared/dates';
import { Banner, ErrorState, PageLoader } from 'shared/ui';
import { formatMoney, localiseErrorMessage } from 'shared/i18n';
import { Button } from 'shared/ui/antd';
import { ESTIMATE, SALES_ORDER, type Machine } from 'shared/workflow';
import { useBasePath } from '../../basePath';
import { VendorCustomerCard } from '../../components/RecordDetails';
import { statusText, useVendorT } from '../../i18n/t';
import { vendorPortalPaths } from '../../paths';
import { editCustomer } from '../../records/salesApi';
import { useCustomer } from '../../records/salesHooks';
import { CustomerForm } from './CustomerForm';
import { toCustomerInput, toCustomerValues } from './schema';
import '../../components/shopFloor.css';
import '../../components/vendorSales.css';

type Ref = VendorCustomerDetail['orders'][number];

/** A customer's orders or estimates, newest first, each a link to its page. */
function RecordList({
  id,
  title,
  records,
  machine,
  linkTo,
}: {
  /** the section's heading id's end */
  id: string;
  title: string;
  records: readonly (Omit<Ref, 'status'> & { status: string })[];
  machine: Machine<string>;
  linkTo: (id: number) => string;
}) {
  const t = useVendorT();
  const headingId = `customer-${id}`;
  return (
    <section className="vp-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {records.length === 0 ? (
        <p>{t('record.customer.none')}</p>
      ) : (
        <ul className="vp-list">
          {records.map((record) => (
            <li key={record.id}>
              <Link
                to={linkTo(record.id)}
                style={{ textDecoration: 'underline' }}
              >
                {record.number}
              </Link>{' '}
              · {statusText(machine, record.status)} ·{' '}
              {formatMoney(record.total)} · {formatDate(record.created_on)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One of the vendor's customers (/portal/customer/:id): contact (edit under the version seen), orders and estimates. */
export function CustomerPage() {
  const t = useVendorT();
  const id = Number(useParams<{ id: string }>().id) || null;
  const basePath = useBasePath();
  const { customer, error, isLoading, refresh } = useCustomer(id);
  const [isEditing, setEditing] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  if (isLoading) return <PageLoader label={t('record.customer.loading')} />;
  if (error || !customer) {
    const missing = !id || (isApiError(error) && error.status === 404);
    return (
      <div className="vp-page">
        <h1>{t('record.customer.title')}</h1>
        <ErrorState
          title={
            missing
              ? t('record.customer.missing')
              : t('record.customer.loadFailed')
          }
          message={
            missing ? undefined : localiseErrorMessage(error?.message ?? '')
          }
          onRetry={missing ? undefined : () => void refresh()}
        />
      </div>
    );
  }
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  return (
    <div className="vp-page vp-stack">
      <h1>{name}</h1>
      {conflict && (
        <Banner
          type="warning"
          title={conflict}
          subtitle={t('record.customer.kept')}
        />
      )}
      <p>
        {t('record.customer.summary', {
          count: customer.orders_count,
          spent: formatMoney(customer.total_spent),
          since: formatDate(customer.created_on),
        })}
      </p>
      {isEditing ? (
        <section className="vp-card" aria-labelledby="customer-edit">
          <h2 id="customer-edit">{t('record.customer.edit')}</h2>
          <CustomerForm
            label={t('record.customer.edit')}
            initialValues={toCustomerValues(customer)}
            submitText={t('record.customer.save')}
            onSubmit={async (values) => {
              setConflict(null);
              try {
                await editCustomer(customer.id, {
                  ...toCustomerInput(values),
                  version: customer.version,
                });
              } catch (e) {
                if (isApiError(e) && e.status === 409) {
                  setConflict(e.message);
                  await refresh();
                  return;
                }
                throw e;
              }
              await refresh();
              setEditing(false);
            }}
          >
            <Button
              onClick={() => {
                setConflict(null);
                setEditing(false);
              }}
            >
              {t('record.customer.cancel')}
            </Button>
          </CustomerForm>
        </section>
      ) : (
        <>
          <VendorCustomerCard customer={customer} />
          <div className="vp-actions">
            <Button onClick={() => setEditing(true)}>
              {t('record.customer.edit')}
            </Button>
          </div>
        </>
      )}
      <RecordList
        id="orders"
        title={t('record.customer.orders')}
        records={customer.orders}
        machine={SALES_ORDER}
        linkTo={(orderId) => vendorPortalPaths.salesOrder(basePath, orderId)}
      />
      <RecordList
        id="estimates"
        title={t('record.customer.estimates')}
        records={customer.estimates}
        machine={ESTIMATE}
        linkTo={(estimateId) =>
          vendorPortalPaths.estimate(basePath, estimateId)
        }
      />
    </div>
  );
}
