import { Link } from 'shared/router';
import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { stackedColumns, STACKED_TABLE_CLASS } from 'shared/ui/portal';
import { Table } from 'shared/ui/antd';
import { useBasePath } from '../../../basePath';
import { vendorPortalPaths } from '../../../paths';

type Item = VendorInvoice['items'][number];
type Extra = NonNullable<VendorInvoice['bill_items']>[number];

/** The invoice's extra bill items (stacked rows under 600 px). */
function BilledExtras({ extras }: { extras: Extra[] }) {
  const columns = stackedColumns<Extra>([
    {
      title: 'Item',
      key: 'description',
      render: (_: unknown, extra: Extra) => extra.description,
    },
    {
      title: 'Quantity',
      key: 'quantity',
      render: (_: unknown, extra: Extra) =>
        `${extra.quantity} × $${extra.unit_price}`,
    },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_: unknown, extra: Extra) => `$${extra.amount}`,
    },
  ]);
  return (
    <>
      <h3 id="inv-extras">Bill items</h3>
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
  const extras = invoice.bill_items ?? [];
  const columns = stackedColumns<Item>([
    {
      title: 'Work order',
      key: 'work_order',
      render: (_: unknown, item: Item) => (
        <Link to={vendorPortalPaths.workOrder(basePath, item.work_order_id)}>
          {item.work_order_label}
        </Link>
      ),
    },
    {
      title: 'Order',
      key: 'order_no',
      render: (_: unknown, item: Item) => item.order_no,
    },
    {
      title: 'Services',
      key: 'description',
      render: (_: unknown, item: Item) => item.description,
    },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_: unknown, item: Item) => `$${item.amount}`,
    },
  ]);
  return (
    <section className="vp-card" aria-labelledby="inv-items">
      <h2 id="inv-items">
        {invoice.items.length > 0 || extras.length === 0
          ? 'Work orders billed'
          : 'Billed'}
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
      <p className="vs-total">Total: ${invoice.total}</p>
      {/* ADR 0017: the store's commission on the billed work orders is deducted. */}
      {invoice.commission && invoice.commission !== '0.00' && (
        <>
          <p className="vs-total">
            Commission to {invoice.store.name}: −${invoice.commission}
          </p>
          <p className="vs-total">
            <strong>Amount due: ${invoice.amount_due ?? invoice.total}</strong>
          </p>
        </>
      )}
    </section>
  );
}
