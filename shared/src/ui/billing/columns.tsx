import type { ReactNode } from 'react';
import { formatDate } from 'shared/dates';
import { formatApiAmount, type TFunction } from 'shared/i18n';
import type { TableColumnsType } from 'shared/ui/antd';
import { InvoicePdf } from 'shared/ui/records';
import './catalogue';

/** What the invoice list reads of a platform invoice: the store's and the vendor's have this shape. */
export interface BillingInvoice {
  id: number;
  number: string;
  kind: string;
  description: string;
  amount: string;
  status: string;
  issued_on: string;
  period_start: string;
  period_end: string;
}

/** Options of billingInvoiceColumns. */
export interface InvoiceColumnsOptions<I extends BillingInvoice> {
  /** the portal's request for the invoice's PDF */
  download: (invoice: I) => Promise<void>;
  /** a Period column (the vendor's invoices each pay for one) */
  showPeriod?: boolean;
  /** what goes under the description (the store's bought items) */
  details?: (invoice: I) => ReactNode;
}

const known = (key: string, value: string, words: readonly string[]) =>
  `${key}.${words.includes(value) ? value : 'other'}`;

/** An invoice's kind in the page's words ('Plan', 'Plan change', 'Extra locations'). */
export const invoiceKindText = (t: TFunction, kind: string) =>
  t(known('kinds', kind, ['plan', 'plan_change', 'locations']));

/** An invoice's status in the page's words ('Paid', 'Due', 'Void'). */
export const invoiceStatusText = (t: TFunction, status: string) =>
  t(known('statuses', status, ['paid', 'due', 'void']));

/** The platform invoices' columns (t of the 'billing' namespace); date and amount sort on the server. */
export function billingInvoiceColumns<I extends BillingInvoice>(
  t: TFunction,
  { download, showPeriod = false, details }: InvoiceColumnsOptions<I>,
): TableColumnsType<I> {
  return [
    { title: t('columns.number'), dataIndex: 'number', key: 'number' },
    {
      title: t('columns.date'),
      key: 'issued_on',
      sorter: true,
      render: (_: unknown, invoice: I) => formatDate(invoice.issued_on),
    },
    {
      title: t('columns.for'),
      key: 'description',
      render: (_: unknown, invoice: I) => (
        <>
          {t('columns.forText', {
            kind: invoiceKindText(t, invoice.kind),
            description: invoice.description,
          })}
          {details?.(invoice)}
        </>
      ),
    },
    ...(showPeriod
      ? [
          {
            title: t('columns.period'),
            key: 'period',
            render: (_: unknown, invoice: I) =>
              t('columns.periodText', {
                from: formatDate(invoice.period_start),
                to: formatDate(invoice.period_end),
              }),
          },
        ]
      : []),
    {
      title: t('columns.amount'),
      key: 'amount',
      sorter: true,
      align: 'right',
      render: (_: unknown, invoice: I) => formatApiAmount(invoice.amount),
    },
    {
      title: t('columns.status'),
      key: 'status',
      render: (_: unknown, invoice: I) => invoiceStatusText(t, invoice.status),
    },
    {
      title: t('columns.pdf'),
      key: 'pdf',
      render: (_: unknown, invoice: I) => (
        <InvoicePdf
          number={invoice.number}
          download={() => download(invoice)}
        />
      ),
    },
  ];
}
