import { setIn, type FormikErrors } from 'formik';
import type { BillItem } from 'shared/contracts/vendorBillItems';
import {
  VENDOR_INVOICE_MESSAGES,
  type BillableWorkOrder,
  type VendorInvoiceInput,
} from 'shared/contracts/vendorInvoices';
import { toApiDate } from 'shared/dates';
import { MESSAGES, yup } from 'shared/validation';
import { today } from './status';

// The new invoice as the form types it: every billable work order of the store as a row (chosen or
// not, its amount as typed), every bill item waiting (chosen or not, at its own amount), the due date
// and a note. The api names a bad item by its place among the items sent (`items.N.amount`,
// `bill_item_ids.N`), which are the chosen ones only: toInput keeps where each came from.

/** One billable work order as the form holds it. */
export interface InvoiceRowValues {
  work_order: BillableWorkOrder;
  selected: boolean;
  /** the amount to bill, prefilled with the vendor-price amount */
  amount: string;
}

/** One bill item of the store as the form holds it (billed at its own amount). */
export interface BillItemRowValues {
  item: BillItem;
  selected: boolean;
}

export interface NewInvoiceValues {
  due_on: string;
  note: string;
  rows: InvoiceRowValues[];
  bill_items: BillItemRowValues[];
}

/** An amount the api takes: up to 10 digits and 2 decimals (its own check). */
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const AMOUNT_MAX_LENGTH = 13;
export const NOTE_MAX_LENGTH = 2000;

export const newInvoiceSchema = yup.object({
  due_on: yup
    .string()
    .required(MESSAGES.required)
    .matches(DATE, MESSAGES.required)
    .test('not-past', VENDOR_INVOICE_MESSAGES.dueOn, (v) => !v || v >= today()),
  note: yup.string().max(NOTE_MAX_LENGTH),
  rows: yup
    .array()
    .of(
      yup.object({
        selected: yup.boolean(),
        amount: yup
          .string()
          .trim()
          .when('selected', {
            is: true,
            then: (amount) =>
              amount
                .required(VENDOR_INVOICE_MESSAGES.amount)
                .matches(AMOUNT, VENDOR_INVOICE_MESSAGES.amount),
          }),
      }),
    )
    .test('some', VENDOR_INVOICE_MESSAGES.empty, function some(rows) {
      const billItems = (this.parent as Partial<NewInvoiceValues>).bill_items;
      return (
        (rows ?? []).some((row) => row.selected) ||
        (billItems ?? []).some((row) => row.selected)
      );
    }),
});

/** The form's start: nothing chosen, each amount the vendor-price one, due after the payment terms. */
export const initialValues = (
  billable: BillableWorkOrder[],
  termsDays: number,
  billItems: BillItem[] = [],
): NewInvoiceValues => ({
  due_on:
    toApiDate(new Date(Date.now() + termsDays * 24 * 60 * 60 * 1000)) ?? '',
  note: '',
  rows: billable.map((work_order) => ({
    work_order,
    selected: false,
    amount: work_order.amount,
  })),
  bill_items: billItems.map((item) => ({ item, selected: false })),
});

/** Cents of a typed amount (0 when it is not one yet). */
const centsOf = (amount: string): number => {
  const trimmed = amount.trim();
  if (!AMOUNT.test(trimmed)) return 0;
  const [whole = '0', part = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
};

/** The chosen work orders' and bill items' total, as money ('70.00'). */
export const totalOf = (values: NewInvoiceValues): string => {
  const cents = [
    ...values.rows.filter((row) => row.selected).map((row) => row.amount),
    ...values.bill_items
      .filter((row) => row.selected)
      .map((row) => row.item.amount),
  ].reduce((sum, amount) => sum + centsOf(amount), 0);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

/** Where each item sent came from: `items.N` is the N-th chosen row, `bill_item_ids.N` the N-th chosen bill item. */
export interface SentRows {
  rowOfItem: number[];
  rowOfBillItem: number[];
}

/** What the api takes, and the form row of each item sent. */
export function toInput(
  storeId: number,
  values: NewInvoiceValues,
): { input: VendorInvoiceInput } & SentRows {
  const chosen = (list: { selected: boolean }[]) =>
    list.flatMap((row, index) => (row.selected ? [index] : []));
  const rowOfItem = chosen(values.rows);
  const rowOfBillItem = chosen(values.bill_items);
  return {
    input: {
      store_id: storeId,
      due_on: values.due_on,
      note: values.note.trim(),
      items: rowOfItem.map((index) => ({
        work_order_id: values.rows[index]!.work_order.work_order_id,
        amount: values.rows[index]!.amount.trim(),
      })),
      // sent only when some are chosen (an invoice of work orders alone reads as it always did)
      ...(rowOfBillItem.length > 0
        ? {
            bill_item_ids: rowOfBillItem.map(
              (index) => values.bill_items[index]!.item.id,
            ),
          }
        : {}),
    },
    rowOfItem,
    rowOfBillItem,
  };
}

/** The api's field errors on the form's fields: `items.N.x` on the row it came from, `items` on the rows. */
export function toFormErrors(
  fieldErrors: Record<string, string>,
  { rowOfItem, rowOfBillItem }: SentRows,
): FormikErrors<NewInvoiceValues> {
  return Object.entries(fieldErrors).reduce<FormikErrors<NewInvoiceValues>>(
    (errors, [key, message]) => {
      const item = /^items\.(\d+)\.(work_order_id|amount)$/.exec(key);
      const row = item ? rowOfItem[Number(item[1])] : undefined;
      const bill = /^bill_item_ids\.(\d+)$/.exec(key);
      const billRow = bill ? rowOfBillItem[Number(bill[1])] : undefined;
      const path =
        item && row !== undefined
          ? `rows.${row}.${item[2] === 'amount' ? 'amount' : 'selected'}`
          : billRow !== undefined
            ? `bill_items.${billRow}.selected`
            : key === 'items'
              ? 'rows'
              : key;
      return setIn(errors, path, message) as FormikErrors<NewInvoiceValues>;
    },
    {},
  );
}
