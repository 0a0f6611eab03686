import type {
  VendorEstimate,
  VendorSalesOrder,
} from 'shared/contracts/vendorSales';
import type { AppContext } from '../../context';
import type { NotificationRow } from '../notifications';
import { publishVendorChange } from './vendorSalesLive';
import { mailVendorCustomer } from './vendorSalesMail';

// What follows a committed step of one of the vendor's orders or estimates, whoever took it (the
// vendor's owner or staff, the expiry sweep): the vendor's open pages follow and the bells of the
// step's notifications ring, then the customer gets the step's mail when it is one they are mailed
// about.

/** Publishes the record's step (with the order an estimate became, if any) and mails its customer. */
export async function announceVendorStep(
  ctx: AppContext,
  vendorId: number,
  record: VendorSalesOrder | VendorEstimate,
  notifications: NotificationRow[],
  salesOrderId: number | null = null,
): Promise<void> {
  const kind = 'order_no' in record ? 'vendor_sales_order' : 'vendor_estimate';
  await publishVendorChange(
    ctx,
    vendorId,
    kind,
    record,
    salesOrderId,
    notifications,
  );
  await mailVendorCustomer(ctx, vendorId, record);
}
