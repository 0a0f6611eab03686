import { setIn, type FormikErrors } from 'formik';
import {
  VENDOR_INVOICE_MESSAGES,
  type BillableWorkOrder,
  type VendorInvoiceInput,
} from 'shared/contracts/vendorInvoices';
import { toApiDate } from 'shared/dates';
import { MESSAGES, yup } from 'shared/validation';
import { today } from './status';

// The new invoice as the form types it: every billable work order of the store as a row (chosen or
// not, its amount as typed), the due date and a note. The api names a bad item by its place among
// the items sent (`items.N.amount`), which are the chosen rows only: toInput keeps where each came from.

/** One billable work order as the form holds it. */
export interface InvoiceRowValues {
  work_order: BillableWorkOrder;
  selected: boolean;
  /** the amount to bill, prefilled with the vendor-price amount */
  amount: string;
}

export interface NewInvoiceValues {
  due_on: string;
  note: string;
  rows: InvoiceRowValues[];
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
    .test('some', VENDOR_INVOICE_MESSAGES.empty, (rows) =>
      (rows ?? []).some((row) => row.selected),
    ),
});

/** The form's start: nothing chosen, each amount the vendor-price one, due after the payment terms. */
export const initialValues = (
  billable: BillableWorkOrder[],
  termsDays: number,
): NewInvoiceValues => ({
  due_on:
    toApiDate(new Date(Date.now() + termsDays * 24 * 60 * 60 * 1000)) ?? '',
  note: '',
  rows: billable.map((work_order) => ({
    work_order,
    selected: false,
    amount: work_order.amount,
  })),
});

/** Cents of a typed amount (0 when it is not one yet). */
const centsOf = (amount: string): number => {
  const trimmed = amount.trim();
  if (!AMOUNT.test(trimmed)) return 0;
  const [whole = '0', part = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
};

/** The chosen rows' total, as money ('70.00'). */
export const totalOf = (rows: InvoiceRowValues[]): string => {
  const cents = rows
    .filter((row) => row.selected)
    .reduce((sum, row) => sum + centsOf(row.amount), 0);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

/** What the api takes, and the form row of each item sent (the api's `items.N` is the N-th sent). */
export function toInput(
  storeId: number,
  values: NewInvoiceValues,
): { input: VendorInvoiceInput; rowOfItem: number[] } {
  const rowOfItem = values.rows.flatMap((row, index) =>
    row.selected ? [index] : [],
  );
  return {
    input: {
      store_id: storeId,
      due_on: values.due_on,
      note: values.note.trim(),
      items: rowOfItem.map((index) => ({
        work_order_id: values.rows[index]!.work_order.work_order_id,
        amount: values.rows[index]!.amount.trim(),
      })),
    },
    rowOfItem,
  };
}

/** The api's field errors on the form's fields: `items.N.x` on the row it came from, `items` on the rows. */
export function toFormErrors(
  fieldErrors: Record<string, string>,
  rowOfItem: number[],
): FormikErrors<NewInvoiceValues> {
  return Object.entries(fieldErrors).reduce<FormikErrors<NewInvoiceValues>>(
    (errors, [key, message]) => {
      const item = /^items\.(\d+)\.(work_order_id|amount)$/.exec(key);
      const row = item ? rowOfItem[Number(item[1])] : undefined;
      const path =
        item && row !== undefined
          ? `rows.${row}.${item[2] === 'amount' ? 'amount' : 'selected'}`
          : key === 'items'
            ? 'rows'
            : key;
      return setIn(errors, path, message) as FormikErrors<NewInvoiceValues>;
    },
    {},
  );
}
