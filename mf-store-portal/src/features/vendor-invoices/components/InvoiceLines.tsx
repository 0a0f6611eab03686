import { Link } from 'shared/router';
import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { stackedColumns, STACKED_TABLE_CLASS } from 'shared/ui/portal';
import { Card, Table } from 'shared/ui/antd';
import { money } from '../../../components/money';
import { usePortalBase } from '../../../records/basePath';
import { vendorInvoicePaths } from '../paths';

type Item = VendorInvoice['items'][number];

const hasCommission = (amount: string | undefined) =>
  amount !== undefined && amount !== '0.00';

/** The invoice's work orders (stacked under 600 px), each a link to the store's page of it, and what is due. */
export function InvoiceLines({ invoice }: { invoice: VendorInvoice }) {
  const base = usePortalBase();
  const withCommission = hasCommission(invoice.commission);
  const columns = stackedColumns<Item>([
    {
      title: 'Work order',
      key: 'work_order',
      render: (_: unknown, item: Item) => (
        <Link to={vendorInvoicePaths.workOrder(base, item.work_order_id)}>
          {item.work_order_label}
        </Link>
      ),
    },
    {
      title: 'Order',
      key: 'order_no',
      render: (_: unknown, item: Item) => <span>#{item.order_no}</span>,
    },
    {
      title: 'Services',
      key: 'description',
      render: (_: unknown, item: Item) => <span>{item.description}</span>,
    },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_: unknown, item: Item) => <span>{money(item.amount)}</span>,
    },
    ...(withCommission
      ? [
          {
            title: 'Your commission',
            key: 'commission',
            align: 'right' as const,
            render: (_: unknown, item: Item) => (
              <span>{money(item.commission ?? '0.00')}</span>
            ),
          },
        ]
      : []),
  ]);
  return (
    <Card title="Work orders billed" size="small">
      <Table<Item>
        aria-label="Work orders billed"
        className={STACKED_TABLE_CLASS}
        rowKey="work_order_id"
        columns={columns}
        dataSource={invoice.items}
        pagination={false}
      />
      <dl className="vi-totals">
        <div>
          <dt>Total</dt>
          <dd>{money(invoice.total)}</dd>
        </div>
        {withCommission && (
          <>
            <div>
              <dt>Your commission</dt>
              <dd>−{money(invoice.commission!)}</dd>
            </div>
            <div className="vi-totals__due">
              <dt>Amount due</dt>
              <dd>{money(invoice.amount_due ?? invoice.total)}</dd>
            </div>
          </>
        )}
      </dl>
    </Card>
  );
}
