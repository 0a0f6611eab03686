import { api, type Query } from 'shared/api';
import type {
  ChargeRequest,
  ImageInput,
  NoteInput,
  RecordEvent,
  StatusMove,
  VendorStore,
  WorkOrder,
  WorkOrderEdit,
  WorkOrderPage,
} from 'shared/contracts/repair';

// The vendor's side of the repair loop's work orders (shared/contracts/repair's route table).

const LIST = 'vendor/work-orders';

/** The list's query (status tab, search, store, ordering, page), as shared/ui's useTableQuery gives it. */
export type WorkOrderListQuery = Record<string, string | number>;

/** The orderings GET /vendor/work-orders accepts ('-' first = descending). */
export const WORK_ORDER_ORDERINGS = [
  'created_on',
  'due_date',
  'work_order_no',
  'status',
];

export const workOrderKeys = {
  list: (query: WorkOrderListQuery) => [LIST, { ...query } as Query] as const,
  open: () => [LIST, { open: 'true' }] as const,
  stores: () => ['vendor/stores'] as const,
  detail: (id: number) => [`work-orders/${id}`] as const,
  events: (id: number) => [`work-orders/${id}/events`] as const,
};

export function getWorkOrders(
  query: WorkOrderListQuery,
): Promise<WorkOrderPage> {
  return api.get<WorkOrderPage>(LIST, { query: { ...query } });
}

/** A store the vendor is actively linked to (GET /vendor/stores). */
export type { VendorStore };

export function getVendorStores(): Promise<VendorStore[]> {
  return api.get<VendorStore[]>('vendor/stores');
}

export function getWorkOrder(id: number): Promise<WorkOrder> {
  return api.get<WorkOrder>(`work-orders/${id}`);
}

export function getWorkOrderEvents(id: number): Promise<RecordEvent[]> {
  return api.get<RecordEvent[]>(`work-orders/${id}/events`);
}

export function moveWorkOrder(
  id: number,
  move: StatusMove,
): Promise<WorkOrder> {
  return api.post<WorkOrder>(`work-orders/${id}/status`, move);
}

export function editWorkOrder(
  id: number,
  edit: WorkOrderEdit,
): Promise<WorkOrder> {
  return api.patch<WorkOrder>(`work-orders/${id}`, edit);
}

export function requestCharge(
  id: number,
  charge: ChargeRequest,
): Promise<unknown> {
  return api.post(`work-orders/${id}/charges`, charge);
}

export function addNote(id: number, note: NoteInput): Promise<RecordEvent> {
  return api.post<RecordEvent>(`work-orders/${id}/notes`, note);
}

export function attachImage(
  id: number,
  image: ImageInput,
): Promise<RecordEvent> {
  return api.post<RecordEvent>(`work-orders/${id}/images`, image);
}

/** Stores an image for the work order's store (POST /uploads) and answers its name. */
export async function uploadImage(
  storeId: number,
  file: File,
): Promise<string> {
  const form = new FormData();
  form.append('store_id', String(storeId));
  form.append('file', file);
  const { url } = await api.post<{ url: string }>('uploads', form);
  return url.split('/').pop() ?? '';
}

/** The work order an envelope's QR code names (404 when it is not this vendor's). */
/** The envelope's job; `returned_on` when the store already has the piece back. */
export interface ScanAnswer {
  work_order_id: number;
  returned_on?: string;
}

export function scanWorkOrder(
  storeId: string,
  vendorId: string,
  orderNo: string,
): Promise<ScanAnswer> {
  const path = [storeId, vendorId, orderNo].map(encodeURIComponent).join('/');
  return api.get<ScanAnswer>(`vendor/scan/${path}`);
}

/** The XLSX export of the list with the same filters. */
export const WORK_ORDERS_EXPORT = 'vendor/work-orders/export.xlsx';
