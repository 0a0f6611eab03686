import {
  vendorEstimateLabel,
  vendorOrderLabel,
  type VendorCustomer,
  type VendorCustomerInput,
  type VendorEstimate,
  type VendorEvent,
  type VendorLineInput,
  type VendorSalesOrder,
} from 'shared/contracts/vendorSales';
import { ESTIMATE, refusal, SALES_ORDER, type Machine } from 'shared/workflow';
import { isVendorRole, type Principal } from '../auth/principal';
import type { Db } from '../db/types';
import { forbidden, notFound, validationError } from '../errors';
import { formatCents, toCents } from './money';
import { conflict, MOVE_MESSAGES } from './workflow';

// The vendor's own customers, sales orders and estimates (issue 10, ADR 0012): every read and write
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

/** The caller's vendor id; anyone but a vendor's owner or staff gets 403. */
export function vendorIdOf(principal: Principal): number {
  const { role_id: roleId, vendor_id: vendorId } = principal.user;
  if (!isVendorRole(roleId) || vendorId === null) throw forbidden();
  return vendorId;
}

export const actorNameOf = (principal: Principal) =>
  `${principal.user.first_name} ${principal.user.last_name}`.trim();

const TABLES: Record<VendorRecordKind, string> = {
  sales_order: 'vendor_sales_orders',
  estimate: 'vendor_estimates',
};
const LINES: Record<VendorRecordKind, [string, string]> = {
  sales_order: ['vendor_sales_order_lines', 'sales_order_id'],
  estimate: ['vendor_estimate_lines', 'estimate_id'],
};
export const VENDOR_MACHINES: Record<VendorRecordKind, Machine<string>> = {
  sales_order: SALES_ORDER as Machine<string>,
  estimate: ESTIMATE as Machine<string>,
};
const NOT_FOUND: Record<VendorRecordKind, string> = {
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

/** The vendor's customers whose name or email holds `search`, by name (the first 50). */
export function listCustomers(
  db: Db,
  vendorId: number,
  search = '',
): Promise<VendorCustomer[]> {
  const term = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db.query<VendorCustomer>(
    `SELECT ${CUSTOMER_COLUMNS} FROM vendor_customers
     WHERE vendor_id = $1 AND (first_name || ' ' || last_name || ' ' || email) ILIKE $2
     ORDER BY lower(first_name), lower(last_name), id LIMIT 50`,
    [vendorId, term],
  );
}

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

/** The next number of the vendor's orders or estimates (the vendor's row is locked meanwhile). */
async function nextNumber(
  tx: Db,
  kind: VendorRecordKind,
  vendorId: number,
): Promise<number> {
  await tx.query('SELECT id FROM vendors WHERE id = $1 FOR UPDATE', [vendorId]);
  const column = kind === 'sales_order' ? 'order_no' : 'estimate_no';
  const [row] = await tx.query<{ n: number }>(
    `SELECT coalesce(max(${column}), 1000)::int + 1 AS n FROM ${TABLES[kind]} WHERE vendor_id = $1`,
    [vendorId],
  );
  return row!.n;
}

export interface NewRecord {
  vendorId: number;
  customerId: number;
  lines: VendorLineInput[];
  notes?: string;
  /** how it came to be: its timeline's first entry */
  createdBody: string;
  source?: 'portal' | 'import' | 'estimate';
  author: Principal;
}

/** Inserts an order or estimate with its lines and its 'created' event (inside `tx`). */
export async function insertRecord(
  tx: Db,
  kind: VendorRecordKind,
  record: NewRecord,
): Promise<{ id: number; number: number }> {
  const number = await nextNumber(tx, kind, record.vendorId);
  const total = record.lines.reduce(
    (sum, line) => sum + toCents(line.unit_price) * line.quantity,
    0,
  );
  const columns =
    kind === 'sales_order'
      ? 'vendor_id, customer_id, order_no, total, notes, created_by_user_id, source'
      : 'vendor_id, customer_id, estimate_no, total, notes, created_by_user_id';
  const params: unknown[] = [
    record.vendorId,
    record.customerId,
    number,
    formatCents(total),
    (record.notes ?? '').trim(),
    record.author.user.id,
  ];
  if (kind === 'sales_order') params.push(record.source ?? 'portal');
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO ${TABLES[kind]} (${columns})
     VALUES (${params.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    params,
  );
  const id = row!.id;
  const [linesTable, linesKey] = LINES[kind];
  for (const [position, line] of record.lines.entries()) {
    await tx.query(
      `INSERT INTO ${linesTable} (${linesKey}, position, description, quantity, unit_price)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        id,
        position + 1,
        line.description.trim(),
        line.quantity,
        formatCents(toCents(line.unit_price)),
      ],
    );
  }
  await insertVendorEvent(tx, kind, id, record.vendorId, {
    kind: 'created',
    body: record.createdBody,
    author: record.author,
  });
  return { id, number };
}

/** One entry of a vendor record's timeline. */
export async function insertVendorEvent(
  tx: Db,
  kind: VendorRecordKind,
  id: number,
  vendorId: number,
  event: {
    kind: VendorEvent['kind'];
    body?: string;
    from?: string;
    to?: string;
    author: Principal;
  },
): Promise<VendorEvent> {
  const [row] = await tx.query<VendorEvent & { created_on: Date }>(
    `INSERT INTO vendor_record_events
       (vendor_id, ${kind === 'sales_order' ? 'sales_order_id' : 'estimate_id'}, kind, from_status, to_status,
        body, actor_user_id, actor_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id, kind, from_status, to_status, body, actor_name, created_on`,
    [
      vendorId,
      id,
      event.kind,
      event.from ?? null,
      event.to ?? null,
      event.body ?? '',
      event.author.user.id,
      actorNameOf(event.author),
    ],
  );
  return toEvent(row!);
}

const toEvent = (row: VendorEvent & { created_on: Date | string }) => ({
  ...row,
  created_on: new Date(row.created_on).toISOString(),
});

interface LockedRow {
  id: number;
  status: string;
  version: number;
}

/**
 * Locks one of the vendor's records (404 when it is not the vendor's) and checks the version the
 * caller saw (409 CONFLICT when it moved on since).
 */
export async function lockVendorRecord(
  tx: Db,
  kind: VendorRecordKind,
  id: number,
  vendorId: number,
  version: number,
): Promise<LockedRow> {
  const [row] = await tx.query<LockedRow>(
    `SELECT id, status, version FROM ${TABLES[kind]} WHERE id = $1 AND vendor_id = $2 FOR UPDATE`,
    [id, vendorId],
  );
  if (!row) throw notFound(NOT_FOUND[kind]);
  if (row.version !== version)
    throw conflict('CONFLICT', MOVE_MESSAGES.stale, row);
  return row;
}

/** 404 unless the record is the vendor's. */
export async function assertVendorRecord(
  db: Db,
  kind: VendorRecordKind,
  id: number,
  vendorId: number,
): Promise<void> {
  const [row] = await db.query(
    `SELECT 1 FROM ${TABLES[kind]} WHERE id = $1 AND vendor_id = $2`,
    [id, vendorId],
  );
  if (!row) throw notFound(NOT_FOUND[kind]);
}

/**
 * Moves a vendor's record along its machine in one transaction: the lock and version check, the
 * machine's check (the vendor is the seller: actor 'store'), the status, the version and the
 * timeline's entry. `alsoSet` adds columns once the move is known to be allowed.
 */
export async function moveVendorRecord(
  tx: Db,
  kind: VendorRecordKind,
  input: {
    id: number;
    vendorId: number;
    to: string;
    version: number;
    reason?: string;
    author: Principal;
    alsoSet?: Record<string, unknown>;
  },
): Promise<void> {
  const machine = VENDOR_MACHINES[kind];
  if (!(input.to in machine.labels))
    throw validationError({ to: MOVE_MESSAGES.unknown });
  const row = await lockVendorRecord(
    tx,
    kind,
    input.id,
    input.vendorId,
    input.version,
  );
  const refused = refusal(machine, row.status, input.to, 'store');
  if (refused) throw conflict('ILLEGAL_MOVE', refused, row);
  const set = { ...(input.alsoSet ?? {}) };
  const keys = Object.keys(set);
  await tx.query(
    `UPDATE ${TABLES[kind]} SET status = $2, version = version + 1, updated_on = now()
       ${keys.map((key, i) => `, ${key} = $${i + 3}`).join('')}
     WHERE id = $1`,
    [input.id, input.to, ...keys.map((key) => set[key])],
  );
  await insertVendorEvent(tx, kind, input.id, input.vendorId, {
    kind: 'status',
    from: row.status,
    to: input.to,
    body: (input.reason ?? '').trim(),
    author: input.author,
  });
}

interface HeadRow {
  id: number;
  number: number;
  status: string;
  version: number;
  total: string;
  notes: string;
  created_on: Date;
  customer_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  item_count: number;
  source?: VendorSalesOrder['source'];
  sales_order_id?: number | null;
}

const money = (value: string) => formatCents(toCents(value));

async function loadRecord(
  db: Db,
  kind: VendorRecordKind,
  id: number,
  vendorId: number,
) {
  const [linesTable, linesKey] = LINES[kind];
  const extra =
    kind === 'sales_order'
      ? 'r.order_no AS number, r.source'
      : 'r.estimate_no AS number, r.sales_order_id';
  const [head] = await db.query<HeadRow>(
    `SELECT r.id, ${extra}, r.status, r.version, r.total::text AS total, r.notes, r.created_on,
       c.id AS customer_id, c.first_name, c.last_name, c.email, c.phone,
       (SELECT coalesce(sum(quantity), 0)::int FROM ${linesTable} WHERE ${linesKey} = r.id) AS item_count
     FROM ${TABLES[kind]} r JOIN vendor_customers c ON c.id = r.customer_id
     WHERE r.id = $1 AND r.vendor_id = $2`,
    [id, vendorId],
  );
  if (!head) throw notFound(NOT_FOUND[kind]);
  const lines = await db.query<{
    id: number;
    description: string;
    quantity: number;
    unit_price: string;
  }>(
    `SELECT id, description, quantity, unit_price::text AS unit_price FROM ${linesTable}
     WHERE ${linesKey} = $1 ORDER BY position, id`,
    [id],
  );
  const events = await db.query<VendorEvent & { created_on: Date }>(
    `SELECT id, kind, from_status, to_status, body, actor_name, created_on FROM vendor_record_events
     WHERE ${kind === 'sales_order' ? 'sales_order_id' : 'estimate_id'} = $1 ORDER BY created_on, id`,
    [id],
  );
  return {
    head,
    common: {
      id: head.id,
      customer_name: `${head.first_name} ${head.last_name}`.trim(),
      customer_email: head.email,
      total: money(head.total),
      created_on: new Date(head.created_on).toISOString(),
      version: head.version,
      notes: head.notes,
      customer: {
        id: head.customer_id,
        first_name: head.first_name,
        last_name: head.last_name,
        email: head.email,
        phone: head.phone,
      },
      lines: lines.map((line) => ({
        id: line.id,
        description: line.description,
        quantity: line.quantity,
        unit_price: money(line.unit_price),
        amount: formatCents(toCents(line.unit_price) * line.quantity),
      })),
      events: events.map(toEvent),
    },
  };
}

/** One of the vendor's sales orders with its lines, customer and timeline (404 when not the vendor's). */
export async function loadVendorSalesOrder(
  db: Db,
  id: number,
  vendorId: number,
): Promise<VendorSalesOrder> {
  const { head, common } = await loadRecord(db, 'sales_order', id, vendorId);
  return {
    ...common,
    order_no: vendorOrderLabel(head.number),
    status: head.status as VendorSalesOrder['status'],
    item_count: head.item_count,
    source: head.source ?? 'portal',
  };
}

/** One of the vendor's estimates with its lines, customer and timeline (404 when not the vendor's). */
export async function loadVendorEstimate(
  db: Db,
  id: number,
  vendorId: number,
): Promise<VendorEstimate> {
  const { head, common } = await loadRecord(db, 'estimate', id, vendorId);
  return {
    ...common,
    estimate_no: vendorEstimateLabel(head.number),
    status: head.status as VendorEstimate['status'],
    sales_order_id: head.sales_order_id ?? null,
  };
}

/** Turns an approved estimate into a sales order with its customer and lines (one transaction). */
export async function convertEstimate(
  db: Db,
  input: { id: number; vendorId: number; version: number; author: Principal },
): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockVendorRecord(
      tx,
      'estimate',
      input.id,
      input.vendorId,
      input.version,
    );
    const refused = refusal(
      ESTIMATE,
      row.status as never,
      'converted',
      'store',
    );
    if (refused) throw conflict('ILLEGAL_MOVE', refused, row);
    const [estimate] = await tx.query<{
      customer_id: number;
      notes: string;
      estimate_no: number;
    }>(
      'SELECT customer_id, notes, estimate_no FROM vendor_estimates WHERE id = $1',
      [input.id],
    );
    const lines = await tx.query<VendorLineInput>(
      `SELECT description, quantity, unit_price::text AS unit_price FROM vendor_estimate_lines
       WHERE estimate_id = $1 ORDER BY position, id`,
      [input.id],
    );
    const order = await insertRecord(tx, 'sales_order', {
      vendorId: input.vendorId,
      customerId: estimate!.customer_id,
      lines,
      notes: estimate!.notes,
      createdBody: `Converted from estimate ${vendorEstimateLabel(estimate!.estimate_no)}`,
      source: 'estimate',
      author: input.author,
    });
    await moveVendorRecord(tx, 'estimate', {
      id: input.id,
      vendorId: input.vendorId,
      to: 'converted',
      version: input.version,
      reason: `Order ${vendorOrderLabel(order.number)}`,
      author: input.author,
      alsoSet: { sales_order_id: order.id },
    });
    return order.id;
  });
}
