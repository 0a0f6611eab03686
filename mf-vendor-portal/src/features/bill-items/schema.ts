import {
  BILL_ITEM_DESCRIPTION_MAX,
  BILL_ITEM_MESSAGES,
  type BillItem,
  type BillItemEdit,
} from 'shared/contracts/vendorBillItems';
import { yup } from 'shared/validation';

// A bill item as the form types it: every field a string ('' for no work order).

export interface BillItemValues {
  description: string;
  quantity: string;
  unit_price: string;
  work_order_id: string;
}

/** The api's unit price: at most 7 digits and 2 decimals (× 999 it still fits an invoice). */
const UNIT_PRICE = /^\d{1,7}(\.\d{1,2})?$/;

export const billItemSchema = yup.object({
  description: yup
    .string()
    .trim()
    .required(BILL_ITEM_MESSAGES.description)
    .max(BILL_ITEM_DESCRIPTION_MAX, BILL_ITEM_MESSAGES.description),
  quantity: yup
    .string()
    .trim()
    .required(BILL_ITEM_MESSAGES.quantity)
    .test(
      'quantity',
      BILL_ITEM_MESSAGES.quantity,
      (v) => !v || (/^\d{1,3}$/.test(v) && Number(v) >= 1),
    ),
  unit_price: yup
    .string()
    .trim()
    .required(BILL_ITEM_MESSAGES.unitPrice)
    .matches(UNIT_PRICE, BILL_ITEM_MESSAGES.unitPrice),
  work_order_id: yup.string(),
});

export const EMPTY_VALUES: BillItemValues = {
  description: '',
  quantity: '1',
  unit_price: '',
  work_order_id: '',
};

export const valuesOf = (item: BillItem): BillItemValues => ({
  description: item.description,
  quantity: String(item.quantity),
  unit_price: item.unit_price,
  work_order_id: item.work_order ? String(item.work_order.id) : '',
});

/** The fields the api takes (a new item adds its store, an edit its version). */
export const toFields = (
  values: BillItemValues,
): Omit<BillItemEdit, 'version'> => ({
  description: values.description.trim(),
  quantity: Number(values.quantity.trim()),
  unit_price: values.unit_price.trim(),
  work_order_id: values.work_order_id ? Number(values.work_order_id) : null,
});

/** quantity × unit price as money ('25.00'), or null while either is not one yet. */
export function amountOf(values: BillItemValues): string | null {
  const quantity = values.quantity.trim();
  const price = values.unit_price.trim();
  if (!/^\d{1,3}$/.test(quantity) || !UNIT_PRICE.test(price)) return null;
  const [whole = '0', part = ''] = price.split('.');
  const cents =
    (Number(whole) * 100 + Number(part.padEnd(2, '0'))) * Number(quantity);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
