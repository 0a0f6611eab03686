import type { BillItems } from 'shared/contracts/billing';
import { cardSchema, EMPTY_CARD, type CardValues } from 'shared/ui/onboarding';
import { yup } from 'shared/validation';

// The page's forms: how many extra locations to add (and how to pay) or to remove. The api checks
// the same (api/src/domain/billItems*.ts) and answers its own words on the same fields.

export type PaymentChoice = 'on_file' | 'new';
export type PurchaseValues = CardValues & {
  locations: string;
  payment: PaymentChoice;
};
/** `remove_count`: the page's other form has its own `locations` field (ids are names). */
export interface RemovalValues {
  remove_count: string;
}

/** 'Please enter a whole number from 1 to 4.' */
export const countRule = (max: number) =>
  `Please enter a whole number from 1 to ${max}.`;

const countSchema = (max: number) =>
  yup
    .string()
    .trim()
    .required(countRule(max))
    .matches(/^[1-9]\d{0,2}$/, countRule(max))
    .test('max', countRule(max), (value) => Number(value) <= max);

/** The count as a number, or null while it is not a whole number from 1 to `max`. */
export const countOf = (value: string, max: number): number | null => {
  const count = Number(value.trim());
  return /^[1-9]\d{0,2}$/.test(value.trim()) && count <= max ? count : null;
};

/** A purchase: the count, and the card's fields when paying with a new card. */
export const purchaseSchema = (max: number) => {
  const base = yup.object({
    locations: countSchema(max),
    payment: yup.mixed<PaymentChoice>().oneOf(['on_file', 'new']).required(),
  });
  return yup.lazy((values: PurchaseValues) =>
    values.payment === 'new' ? base.concat(cardSchema) : base,
  );
};

export const purchaseValues = (items: BillItems): PurchaseValues => ({
  ...EMPTY_CARD,
  locations: '1',
  payment: items.card ? 'on_file' : 'new',
});

export const removalSchema = (max: number) =>
  yup.object({ remove_count: countSchema(max) });
