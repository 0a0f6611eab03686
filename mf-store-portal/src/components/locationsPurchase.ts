import { isApiError } from 'shared/api';
import type { BillItems } from 'shared/contracts/billing';
import { cardSchema, EMPTY_CARD, type CardValues } from 'shared/ui/onboarding';
import { yup } from 'shared/validation';

// The rules of a count of extra locations (to add on /addbillitems and /pay-per-location, or to
// remove on /addbillitems). The api checks the same (api/src/areas/billing/billItems*.ts) and answers its
// own words on the same fields.

export type PaymentChoice = 'on_file' | 'new';
/** A purchase form's values: the count typed, how to pay, and a new card's fields. */
export type PurchaseValues = CardValues & {
  count: string;
  payment: PaymentChoice;
};

/** 'Please enter a whole number from 1 to 4.' */
export const countRule = (max: number) =>
  `Please enter a whole number from 1 to ${max}.`;

const COUNT_PATTERN = /^[1-9]\d{0,2}$/;

/** A count typed: a whole number from 1 to `max`. */
export const countSchema = (max: number) =>
  yup
    .string()
    .trim()
    .required(countRule(max))
    .matches(COUNT_PATTERN, countRule(max))
    .test('max', countRule(max), (value) => Number(value) <= max);

/** The count as a number, or null while it is not a whole number from 1 to `max`. */
export const countOf = (value: string, max: number): number | null => {
  const count = Number(value.trim());
  return COUNT_PATTERN.test(value.trim()) && count <= max ? count : null;
};

/** A purchase: the count, and the card's fields when paying with a new card. */
export const purchaseSchema = (max: number) => {
  const base = yup.object({
    count: countSchema(max),
    payment: yup.mixed<PaymentChoice>().oneOf(['on_file', 'new']).required(),
  });
  return yup.lazy((values: PurchaseValues) =>
    values.payment === 'new' ? base.concat(cardSchema) : base,
  );
};

/** One location, paid by the card on file when it may be used, else by a new card. */
export const purchaseValues = (
  items: BillItems,
  offerCardOnFile: boolean,
): PurchaseValues => ({
  ...EMPTY_CARD,
  count: '1',
  payment: offerCardOnFile && items.card ? 'on_file' : 'new',
});

/** Shows the items a 409 answer carries, as they are now (the price moved or someone changed them). */
export async function showCurrentItems(
  failure: unknown,
  onCurrent: (items: BillItems) => Promise<unknown>,
): Promise<void> {
  const current =
    isApiError(failure) && failure.status === 409
      ? (failure.data as { current?: BillItems } | null)?.current
      : undefined;
  if (current) await onCurrent(current);
}
