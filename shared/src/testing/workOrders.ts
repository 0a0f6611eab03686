import type {
  RecordEvent,
  WorkOrder,
  WorkOrderPage,
  WorkOrderSummary,
} from '../contracts/repair';

// Work order test data shaped exactly like shared/contracts/repair's wire records, for both portals.

/** A work order Acme sent to Fixit, as GET /work-orders/:id answers it. */
export function workOrderFixture(over: Partial<WorkOrder> = {}): WorkOrder {
  return {
    id: 41,
    work_order_no: '1000042-1',
    status: 'assigned',
    vendor: { id: 1, name: 'Fixit Workshop' },
    store: { id: 1, name: 'Acme Jewelers' },
    sales_order: { id: 42, order_no: '1000042', status: 'in_progress' },
    location: { id: 1, name: 'Downtown' },
    due_date: '2026-12-01',
    item_count: 1,
    created_on: '2026-11-20T10:00:00Z',
    updated_on: '2026-11-20T10:00:00Z',
    version: 3,
    instructions: 'Resize to 7, polish.',
    can_edit: true,
    work_information: '',
    rejection_reason: null,
    customer_label: 'Gus G.',
    lines: [
      {
        id: 5,
        service: { id: 9, name: 'Ring resizing', image: null },
        quantity: 1,
        choices: [{ label: 'Metal type', value: 'Gold' }],
        vendor_price: null,
      },
    ],
    charges: [],
    images: [],
    scan_path: '/scan-work-instructions/1/1/1000042',
    ...over,
  };
}

/** The summary of a work order, as a list row (or a sales order's work order). */
export function workOrderSummaryOf(workOrder: WorkOrder): WorkOrderSummary {
  const {
    instructions: _i,
    can_edit: _c,
    work_information: _w,
    rejection_reason: _r,
    customer_label: _l,
    lines: _ln,
    charges: _ch,
    images: _im,
    scan_path: _s,
    ...summary
  } = workOrder;
  return summary;
}

/** A page of work orders with every status counted. */
export function workOrderPageOf(
  rows: WorkOrderSummary[],
  over: Partial<WorkOrderPage> = {},
): WorkOrderPage {
  return {
    results: rows,
    count: rows.length,
    page: 1,
    page_size: 20,
    status_counts: { all: rows.length },
    ...over,
  };
}

/** A timeline entry (a work order's move by Acme's owner, unless said). */
export function eventFixture(over: Partial<RecordEvent> = {}): RecordEvent {
  return {
    id: 1,
    kind: 'status',
    record: 'work_order',
    work_order: { id: 41, work_order_no: '1000042-1' },
    from_status: null,
    to_status: 'assigned',
    body: '',
    image: null,
    charge_id: null,
    is_shared: false,
    actor: 'store',
    actor_name: 'Olivia Owner',
    created_on: '2026-11-20T10:00:00Z',
    ...over,
  };
}
