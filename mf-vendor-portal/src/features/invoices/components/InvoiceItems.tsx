import { Link } from 'shared/router';
import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { stackedColumns, STACKED_TABLE_CLASS } from 'shared/ui/portal';
import { Table } from 'shared/ui/antd';
import { formatApiAmount } from 'shared/i18n';
import { useBasePath } from '../../../basePath';
import { useVendorT } from '../../../i18n/t';
import { vendorPortalPaths } from '../../../paths';

type Item = VendorInvoice['items'][number];
type Extra = NonNullable<VendorInvoice['bill_items']>[number];

/** The invoice's extra bill items (stacked rows under 600 px). */
function BilledExtras({ extras }: { extras: Extra[] }) {
  const t = useVendorT();
  const columns = stackedColumns<Extra>([
    {
      title: t('invoice.item'),
      key: 'description',
      render: (_: unknown, extra: Extra) => extra.description,
    },
    {
      title: t('invoice.quantity'),
      key: 'quantity',
      render: (_: unknown, extra: Extra) =>
        `${extra.quantity} × ${formatApiAmount(extra.unit_price)}`,
    },
    {
      title: t('invoice.amount'),
      key: 'amount',
      align: 'right',
      render: (_: unknown, extra: Extra) => formatApiAmount(extra.amount),
    },
  ]);
  return (
    <>
      <h3 id="inv-extras">{t('invoice.billItemsTitle')}</h3>
      <Table<Extra>
        aria-labelledby="inv-extras"
        className={STACKED_TABLE_CLASS}
        rowKey="bill_item_id"
        columns={columns}
        dataSource={extras}
        pagination={false}
      />
    </>
  );
}

/** The invoice's work orders (stacked rows under 600 px), each a link to its page, its bill items, the total and, when the store takes a commission, the amount due. */
export function InvoiceItems({ invoice }: { invoice: VendorInvoice }) {
  const basePath = useBasePath();
  const t = useVendorT();
  const extras = invoice.bill_items ?? [];
  const columns = stackedColumns<Item>([
    {
      title: t('invoice.workOrder'),
      key: 'work_order',
      render: (_: unknown, item: Item) => (
        <Link to={vendorPortalPaths.workOrder(basePath, item.work_order_id)}>
          {item.work_order_label}
        </Link>
      ),
    },
    {
      title: t('invoice.order'),
      key: 'order_no',
      render: (_: unknown, item: Item) => item.order_no,
    },
    {
      title: t('invoice.services'),
      key: 'description',
      render: (_: unknown, item: Item) => item.description,
    },
    {
      title: t('invoice.amount'),
      key: 'amount',
      align: 'right',
      render: (_: unknown, item: Item) => formatApiAmount(item.amount),
    },
  ]);
  return (
    <section className="vp-card" aria-labelledby="inv-items">
      <h2 id="inv-items">
        {invoice.items.length > 0 || extras.length === 0
          ? t('invoice.workOrdersBilled')
          : t('invoice.billed')}
      </h2>
      {(invoice.items.length > 0 || extras.length === 0) && (
        <Table<Item>
          aria-labelledby="inv-items"
          className={STACKED_TABLE_CLASS}
          rowKey="work_order_id"
          columns={columns}
          dataSource={invoice.items}
          pagination={false}
        />
      )}
      {extras.length > 0 && <BilledExtras extras={extras} />}
      <p className="vs-total">
        {t('invoice.total', { amount: formatApiAmount(invoice.total) })}
      </p>
      {/* ADR 0017: the store's commission on the billed work orders is deducted. */}
      {invoice.commission && invoice.commission !== '0.00' && (
        <>
          <p className="vs-total">
            {t('invoice.commission', {
              store: invoice.store.name,
              amount: formatApiAmount(invoice.commission),
            })}
          </p>
          <p className="vs-total">
            <strong>
              {t('invoice.amountDue', {
                amount: formatApiAmount(invoice.amount_due ?? invoice.total),
              })}
            </strong>
          </p>
        </>
      )}
    </section>
  );
}
