import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Money, Nullable } from './repairParts';

// The vendor's extra bill items (/portal/addbillitems): billable items for
// a store the vendor works with that are not work-order lines ('Rush fee', 'Return shipping'),
// optionally about one of that store's work orders at the vendor. They appear in the new invoice's
// picker next to the done work orders (shared/contracts/vendorInvoices: `bill_item_ids`); an item is
// on at most one invoice that is not void, and while it is, it can be neither changed nor deleted.
//
// Routes (under /api/v1), the vendor owner (7) only; vendor staff and everyone else 403; another
// vendor's item, or a store the vendor does not work with, 404.
//   GET    /vendor/bill-items?store_id → BillItem[] (the store's items on no open or paid invoice,
//          oldest first)
//   POST   /vendor/bill-items   BillItemInput → 201 BillItem (400 with every field's message)
//   PUT    /vendor/bill-items/:id   BillItemEdit → BillItem (409 stale with `current`, or invoiced)
//   DELETE /vendor/bill-items/:id → 200 {} (409 when invoiced)

/** Items of one store waiting to be invoiced, at most (the picker lists them all). */
export const MAX_OPEN_BILL_ITEMS = 100;
export const BILL_ITEM_DESCRIPTION_MAX = 200;

export const BILL_ITEM_MESSAGES = {
  description: `Describe the item in 1 to ${BILL_ITEM_DESCRIPTION_MAX} characters.`,
  quantity: 'Enter a whole number from 1 to 999.',
  unitPrice:
    'Please enter a valid amount with at most 2 decimals, below 10,000,000',
  workOrder: 'This is not a work order of this store sent to you.',
  tooMany: `This store already has ${MAX_OPEN_BILL_ITEMS} items waiting to be invoiced. Invoice them before you add more.`,
  invoiced:
    'This item is on an invoice, so it can no longer be changed or deleted.',
  notFound: 'This bill item does not exist or is not yours.',
  stale:
    'Someone else changed this item while you were editing it. It now shows what they saved.',
  saved: 'Bill item saved.',
  added: 'Bill item added.',
  deleted: 'Bill item deleted.',
} as const;

export const BillItem = Type.Object({
  id: Type.Integer(),
  store: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** the store's work order it is about, or null */
  work_order: Nullable(
    Type.Object({
      id: Type.Integer(),
      /** 'WO-1000042-1' */
      label: Type.String(),
    }),
  ),
  description: Type.String(),
  quantity: Type.Integer({ minimum: 1, maximum: 999 }),
  unit_price: Money(),
  /** quantity × unit price */
  amount: Money(),
  created_on: DateTime(),
  version: Type.Integer({ minimum: 1 }),
});
export type BillItem = Static<typeof BillItem>;
export const BillItemList = Type.Array(BillItem);
export type BillItemList = Static<typeof BillItemList>;

export const BillItemQuery = Type.Object({
  store_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
export type BillItemQuery = Static<typeof BillItemQuery>;

const fields = {
  work_order_id: Nullable(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  description: Type.String({ maxLength: 400 }),
  quantity: Type.Integer(),
  unit_price: Type.String({ maxLength: 20 }),
};

export const BillItemInput = Type.Object(
  { store_id: Type.Integer({ minimum: 1, maximum: 2147483647 }), ...fields },
  { additionalProperties: false },
);
export type BillItemInput = Static<typeof BillItemInput>;

export const BillItemEdit = Type.Object(
  { ...fields, version: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type BillItemEdit = Static<typeof BillItemEdit>;
