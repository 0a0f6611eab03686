import { Link } from 'react-router-dom';
import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { stackedColumns, STACKED_TABLE_CLASS } from 'shared/ui';
import { Table } from 'shared/ui/antd';
import { useBasePath } from '../../../basePath';
import { vendorPortalPaths } from '../../../paths';

type Item = VendorInvoice['items'][number];

/** The invoice's work orders (stacked rows under 600 px), each a link to its page, and the total. */
export function InvoiceItems({ invoice }: { invoice: VendorInvoice }) {
  const basePath = useBasePath();
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
      <h2 id="inv-items">Work orders billed</h2>
      <Table<Item>
        aria-labelledby="inv-items"
        className={STACKED_TABLE_CLASS}
        rowKey="work_order_id"
        columns={columns}
        dataSource={invoice.items}
        pagination={false}
      />
      <p className="vs-total">Total: ${invoice.total}</p>
    </section>
  );
}
