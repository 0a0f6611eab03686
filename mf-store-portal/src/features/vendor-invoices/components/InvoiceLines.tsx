import { Link } from 'shared/router';
import type { VendorInvoice } from 'shared/contracts/vendorInvoices';
import { stackedColumns, STACKED_TABLE_CLASS } from 'shared/ui/portal';
import { Card, Table } from 'shared/ui/antd';
import { money } from '../../../components/money';
import { usePortalBase } from '../../../records/basePath';
import { vendorInvoicePaths } from '../paths';
import { useStorePortalT } from '../../../i18n/t';

type Item = VendorInvoice['items'][number];

const hasCommission = (amount: string | undefined) =>
  amount !== undefined && amount !== '0.00';

/** The invoice's work orders (stacked under 600 px), each a link to the store's page of it, and what is due. */
export function InvoiceLines({ invoice }: { invoice: VendorInvoice }) {
  const t = useStorePortalT();
  const base = usePortalBase();
  const withCommission = hasCommission(invoice.commission);
  const columns = stackedColumns<Item>([
    {
      title: t('vendorInvoices.workOrder'),
      key: 'work_order',
      render: (_: unknown, item: Item) => (
        <Link to={vendorInvoicePaths.workOrder(base, item.work_order_id)}>
          {item.work_order_label}
        </Link>
      ),
    },
    {
      title: t('vendorInvoices.order'),
      key: 'order_no',
      render: (_: unknown, item: Item) => <span>#{item.order_no}</span>,
    },
    {
      title: t('vendorInvoices.services'),
      key: 'description',
      render: (_: unknown, item: Item) => <span>{item.description}</span>,
    },
    {
      title: t('vendorInvoices.amount'),
      key: 'amount',
      align: 'right',
      render: (_: unknown, item: Item) => <span>{money(item.amount)}</span>,
    },
    ...(withCommission
      ? [
          {
            title: t('vendorInvoices.commission'),
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
    <Card title={t('vendorInvoices.workOrders')} size="small">
      <Table<Item>
        aria-label={t('vendorInvoices.workOrders')}
        className={STACKED_TABLE_CLASS}
        rowKey="work_order_id"
        columns={columns}
        dataSource={invoice.items}
        pagination={false}
      />
      <dl className="vi-totals">
        <div>
          <dt>{t('vendorInvoices.total')}</dt>
          <dd>{money(invoice.total)}</dd>
        </div>
        {withCommission && (
          <>
            <div>
              <dt>{t('vendorInvoices.commission')}</dt>
              <dd>−{money(invoice.commission!)}</dd>
            </div>
            <div className="vi-totals__due">
              <dt>{t('vendorInvoices.amountDue')}</dt>
              <dd>{money(invoice.amount_due ?? invoice.total)}</dd>
            </div>
          </>
        )}
      </dl>
    </Card>
  );
}
