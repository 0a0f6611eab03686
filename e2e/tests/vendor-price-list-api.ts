// Node-side reads for the price list journey (straight to 127.0.0.1: Node does not resolve
// *.localhost): which Acme service a work order sent by vendor-work-api's sendWorkToFixit covers,
// and the work order's lines as the api answers them.
import {
  call,
  getPortalService,
  getPortalServices,
  getStoreSettings,
} from './api';

export interface PricedService {
  id: number;
  name: string;
}

/**
 * The Acme service sendWorkToFixit orders: Acme's first storefront service without a required
 * option (a cart line needs no answers), picked the same way.
 */
export async function serviceSentToFixit(): Promise<PricedService> {
  const { store_id: storeId } = await getStoreSettings('acme.localhost');
  const { results } = await getPortalServices(storeId);
  for (const listed of results) {
    const service = await getPortalService(storeId, listed.id);
    if (service.options.every((option) => !option.is_required))
      return { id: service.id, name: service.name };
  }
  throw new Error('Acme has no service without required options');
}

export interface WorkOrderLine {
  service: { id: number | null; name: string };
  quantity: number;
  /** the vendor's price when the work order was sent, or null */
  vendor_price: string | null;
}

/** The lines of a work order as either side reads them (GET /work-orders/:id). */
export const workOrderLines = async (
  token: string,
  id: number,
): Promise<WorkOrderLine[]> =>
  (await call<{ lines: WorkOrderLine[] }>('GET', `/work-orders/${id}`, token))
    .lines;
