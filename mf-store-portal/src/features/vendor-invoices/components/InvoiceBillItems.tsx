import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { stackedColumns, STACKED_TABLE_CLASS } from 'shared/ui/portal';
import { Card, Table } from 'shared/ui/antd';
import { money } from '../../../components/money';
import { useStorePortalT } from '../../../i18n/t';

type BillItem = NonNullable<VendorInvoice['bill_items']>[number];

/** The invoice's other items (the vendor's bill items), when it has any. */
export function InvoiceBillItems({ invoice }: { invoice: VendorInvoice }) {
  const t = useStorePortalT();
  const items = invoice.bill_items ?? [];
  if (items.length === 0) return null;
  const columns = stackedColumns<BillItem>([
    {
      title: t('vendorInvoices.item'),
      key: 'description',
      render: (_: unknown, item: BillItem) => <span>{item.description}</span>,
    },
    {
      title: t('vendorInvoices.quantity'),
      key: 'quantity',
      align: 'right',
      render: (_: unknown, item: BillItem) => <span>{item.quantity}</span>,
    },
    {
      title: t('vendorInvoices.unitPrice'),
      key: 'unit_price',
      align: 'right',
      render: (_: unknown, item: BillItem) => (
        <span>{money(item.unit_price)}</span>
      ),
    },
    {
      title: t('vendorInvoices.amount'),
      key: 'amount',
      align: 'right',
      render: (_: unknown, item: BillItem) => <span>{money(item.amount)}</span>,
    },
  ]);
  return (
    <Card title={t('vendorInvoices.otherItems')} size="small">
      <Table<BillItem>
        aria-label={t('vendorInvoices.otherItems')}
        className={STACKED_TABLE_CLASS}
        rowKey="bill_item_id"
        columns={columns}
        dataSource={items}
        pagination={false}
      />
    </Card>
  );
}
