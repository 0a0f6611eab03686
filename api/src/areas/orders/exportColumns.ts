import type { WorkOrderSummary } from 'shared/contracts/repair';
import {
  PAYMENT_STATUS_LABELS,
  SALES_ORDER,
  statusLabel,
  WORK_ORDER,
} from 'shared/workflow';
import { workOrderLabel } from '../../platform/workOrderLabel';
import { iso } from '../../platform/wire';
import type { SalesOrderExportRow } from './exportRows';
import type { XlsxColumn } from '../downloads';

// The columns of the order lists' spreadsheets: headers in words, statuses in words (never codes).

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const SALES_ORDER_COLUMNS: XlsxColumn<SalesOrderExportRow>[] = [
  { header: 'Order number', kind: 'text', value: (r) => r.order_no, width: 14 },
  {
    header: 'Status',
    kind: 'text',
    value: (r) => statusLabel(SALES_ORDER, r.status),
    width: 18,
  },
  {
    header: 'Payment',
    kind: 'text',
    value: (r) => PAYMENT_STATUS_LABELS[r.payment_status],
    width: 18,
  },
  { header: 'Placed on', kind: 'date', value: (r) => iso(r.created_on) },
  { header: 'Last change', kind: 'date', value: (r) => iso(r.updated_on) },
  { header: 'Location', kind: 'text', value: (r) => r.location_name },
  { header: 'Customer', kind: 'text', value: (r) => r.customer_name },
  { header: 'Email', kind: 'text', value: (r) => r.contact_email, width: 30 },
  { header: 'Guest', kind: 'text', value: (r) => yesNo(r.is_guest), width: 8 },
  { header: 'Items', kind: 'integer', value: (r) => r.item_count },
  { header: 'Total', kind: 'money', value: (r) => r.total },
  {
    header: 'Open work orders',
    kind: 'integer',
    value: (r) => r.open_work_orders,
    width: 16,
  },
  {
    header: 'Unpaid charges',
    kind: 'integer',
    value: (r) => r.unpaid_charges,
    width: 15,
  },
];

export const WORK_ORDER_COLUMNS: XlsxColumn<WorkOrderSummary>[] = [
  {
    header: 'Work order',
    kind: 'text',
    value: (r) => workOrderLabel(r.work_order_no),
    width: 16,
  },
  {
    header: 'Sales order',
    kind: 'text',
    value: (r) => r.sales_order.order_no,
    width: 14,
  },
  {
    header: 'Status',
    kind: 'text',
    value: (r) => statusLabel(WORK_ORDER, r.status),
    width: 22,
  },
  { header: 'Store', kind: 'text', value: (r) => r.store.name },
  { header: 'Location', kind: 'text', value: (r) => r.location?.name ?? null },
  { header: 'Vendor', kind: 'text', value: (r) => r.vendor.name },
  { header: 'Due date', kind: 'date', value: (r) => r.due_date },
  { header: 'Items', kind: 'integer', value: (r) => r.item_count },
  { header: 'Created on', kind: 'date', value: (r) => r.created_on },
  { header: 'Last change', kind: 'date', value: (r) => r.updated_on },
];
