import { api, type Query } from 'shared/api';
import type { Charge } from 'shared/contracts';
import type {
  ChargeRequest,
  WorkOrder,
  WorkOrderEdit,
  WorkOrderPage,
} from 'shared/contracts/repair';

const WORK_ORDERS = 'work-orders';

export const workOrderKeys = {
  all: () => [WORK_ORDERS] as const,
  list: (query: Query) => [WORK_ORDERS, query] as const,
  detail: (id: string) => [`${WORK_ORDERS}/${id}`] as const,
};

export const LIST_FILTERS = ['status', 'vendor_id', 'location_id'] as const;
export const EXPORT_PATH = `${WORK_ORDERS}/export.xlsx`;
export const envelopePath = (id: number) => `${WORK_ORDERS}/${id}/envelope.pdf`;
export const qrPath = (id: number) => `${WORK_ORDERS}/${id}/qr.png`;

export function getWorkOrders(query: Query): Promise<WorkOrderPage> {
  return api.get<WorkOrderPage>(WORK_ORDERS, { query });
}

export function getWorkOrder(id: string): Promise<WorkOrder> {
  return api.get<WorkOrder>(`${WORK_ORDERS}/${encodeURIComponent(id)}`);
}

export function updateWorkOrder(
  id: number,
  edit: WorkOrderEdit,
): Promise<WorkOrder> {
  return api.patch<WorkOrder>(`${WORK_ORDERS}/${id}`, edit);
}

/** The store's extra charge on the vendor's work (the customer pays it; the vendor sees it). */
export function requestWorkOrderCharge(
  id: number,
  charge: ChargeRequest,
): Promise<Charge> {
  return api.post<Charge>(`${WORK_ORDERS}/${id}/charges`, charge);
}
