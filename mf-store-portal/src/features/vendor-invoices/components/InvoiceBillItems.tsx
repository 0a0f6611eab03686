import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { stackedColumns, STACKED_TABLE_CLASS } from 'shared/ui/portal';
import { Card, Table } from 'shared/ui/antd';
import { money } from '../../../components/money';

type BillItem = NonNullable<VendorInvoice['bill_items']>[number];

/** The invoice's other items (the vendor's bill items), when it has any. */
export function InvoiceBillItems({ invoice }: { invoice: VendorInvoice }) {
  const items = invoice.bill_items ?? [];
  if (items.length === 0) return null;
  const columns = stackedColumns<BillItem>([
    {
      title: 'Item',
      key: 'description',
      render: (_: unknown, item: BillItem) => <span>{item.description}</span>,
    },
    {
      title: 'Quantity',
      key: 'quantity',
      align: 'right',
      render: (_: unknown, item: BillItem) => <span>{item.quantity}</span>,
    },
    {
      title: 'Unit price',
      key: 'unit_price',
      align: 'right',
      render: (_: unknown, item: BillItem) => (
        <span>{money(item.unit_price)}</span>
      ),
    },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      render: (_: unknown, item: BillItem) => <span>{money(item.amount)}</span>,
    },
  ]);
  return (
    <Card title="Other items billed" size="small">
      <Table<BillItem>
        aria-label="Other items billed"
        className={STACKED_TABLE_CLASS}
        rowKey="bill_item_id"
        columns={columns}
        dataSource={items}
        pagination={false}
      />
    </Card>
  );
}
