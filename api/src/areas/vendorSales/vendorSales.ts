import type {
  VendorCustomer,
  VendorCustomerInput,
} from 'shared/contracts/vendorSales';
import { ESTIMATE, SALES_ORDER, type Machine } from 'shared/workflow';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';

// The vendor's own customers, sales orders and estimates (ADR 0012): every read and write
// is scoped to the caller's vendor (another vendor's id answers 404, like a missing one). Moves use
// shared/workflow's SALES_ORDER and ESTIMATE machines with the vendor in the seller's place (actor
// 'store'), and the version the mover saw (stale: 409 CONFLICT, illegal: 409 ILLEGAL_MOVE).

export type VendorRecordKind = 'sales_order' | 'estimate';

export const VENDOR_SALES_MESSAGES = {
  customerMissing: 'Choose one of your customers or add a new one.',
  customerBoth: 'Choose a customer or add a new one, not both.',
  customerUnknown: 'This customer does not exist or is not yours.',
  emailTaken: 'You already have a customer with this email.',
  convertWithConvert: 'An estimate becomes an order with Convert to order.',
  orderNotFound: 'This sales order does not exist or is not yours.',
  estimateNotFound: 'This estimate does not exist or is not yours.',
} as const;

/**
 * Who acts on one of the vendor's records: one of its users, or its customer answering an estimate
 * through the estimate's link (no account: a name only, and the machine's 'customer' moves).
 */
/** The platform itself acting on a vendor's record (a sweep: a quote past its day expires). */
export const VENDOR_SYSTEM = { platform: true } as const;

export type VendorActor =
  Principal | { customerName: string } | typeof VENDOR_SYSTEM;

export const actorNameOf = (actor: VendorActor) =>
  'platform' in actor
    ? ''
    : 'customerName' in actor
      ? actor.customerName
      : `${actor.user.first_name} ${actor.user.last_name}`.trim();

/** Who moves a record, as the workflow machines name actors (the vendor sells: 'store'). */
export const machineActorOf = (actor: VendorActor) =>
  'platform' in actor
    ? ('system' as const)
    : 'customerName' in actor
      ? ('customer' as const)
      : ('store' as const);

/** The acting user's id (null for the vendor's customer). */
export const actorUserIdOf = (actor: VendorActor): number | null =>
  'platform' in actor || 'customerName' in actor ? null : actor.user.id;

export const TABLES: Record<VendorRecordKind, string> = {
  sales_order: 'vendor_sales_orders',
  estimate: 'vendor_estimates',
};
export const LINES: Record<VendorRecordKind, [string, string]> = {
  sales_order: ['vendor_sales_order_lines', 'sales_order_id'],
  estimate: ['vendor_estimate_lines', 'estimate_id'],
};
export const VENDOR_MACHINES: Record<VendorRecordKind, Machine<string>> = {
  sales_order: SALES_ORDER as Machine<string>,
  estimate: ESTIMATE as Machine<string>,
};
export const NOT_FOUND: Record<VendorRecordKind, string> = {
  sales_order: VENDOR_SALES_MESSAGES.orderNotFound,
  estimate: VENDOR_SALES_MESSAGES.estimateNotFound,
};

/** The ORDER BY of each ordering of the vendor's lists (orders and estimates). */
export const listOrderings = (numberColumn: string) => ({
  created_on: 'r.created_on',
  [numberColumn]: `r.${numberColumn}`,
  total: 'r.total',
  status: 'r.status',
  customer_name: "lower(c.first_name || ' ' || c.last_name)",
});

const CUSTOMER_COLUMNS = 'id, first_name, last_name, email, phone';

/** Adds one of the vendor's customers; 400 with the email's error when the vendor has it already. */
export async function insertCustomer(
  db: Db,
  vendorId: number,
  input: VendorCustomerInput,
  field = 'email',
): Promise<VendorCustomer> {
  const email = input.email.trim();
  const [taken] = await db.query(
    'SELECT 1 FROM vendor_customers WHERE vendor_id = $1 AND lower(email) = lower($2)',
    [vendorId, email],
  );
  if (taken)
    throw validationError({ [field]: VENDOR_SALES_MESSAGES.emailTaken });
  const [row] = await db.query<VendorCustomer>(
    `INSERT INTO vendor_customers (vendor_id, first_name, last_name, email, phone)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${CUSTOMER_COLUMNS}`,
    [
      vendorId,
      input.first_name.trim(),
      (input.last_name ?? '').trim(),
      email,
      input.phone?.trim() || null,
    ],
  );
  return row!;
}

/** The customer of a new order: one of the vendor's own (by id) or a new one; 400 otherwise. */
export async function customerFor(
  db: Db,
  vendorId: number,
  input: { customer_id?: number; customer?: VendorCustomerInput },
): Promise<number> {
  if (input.customer_id !== undefined && input.customer !== undefined)
    throw validationError({ customer_id: VENDOR_SALES_MESSAGES.customerBoth });
  if (input.customer !== undefined)
    return (
      await insertCustomer(db, vendorId, input.customer, 'customer.email')
    ).id;
  if (input.customer_id === undefined)
    throw validationError({
      customer_id: VENDOR_SALES_MESSAGES.customerMissing,
    });
  const [row] = await db.query(
    'SELECT 1 FROM vendor_customers WHERE id = $1 AND vendor_id = $2',
    [input.customer_id, vendorId],
  );
  if (!row)
    throw validationError({
      customer_id: VENDOR_SALES_MESSAGES.customerUnknown,
    });
  return input.customer_id;
}
