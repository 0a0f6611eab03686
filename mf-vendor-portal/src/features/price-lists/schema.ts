import {
  PRICE_LIST_MESSAGES,
  PRICE_PATTERN,
  type PriceList,
  type PriceListItem,
  type PriceListSave,
} from 'shared/contracts/priceLists';
import { yup } from 'shared/validation';

// The price list as the edit form types it: every service of the store, in the list's order (the
// api's field errors name rows by that order, `items.N.price`), its price a string ('' = not priced).

/** One service of the list as typed. */
export type PriceItemValues = Omit<PriceListItem, 'price'> & { price: string };

/** The edit form's values: the version the list was read at and every row. */
export interface PriceListValues {
  version: number;
  items: PriceItemValues[];
}

/** Longest amount the contract takes: 10 digits, a point and 2 decimals. */
export const PRICE_MAX_LENGTH = 13;

const PRICE = new RegExp(PRICE_PATTERN);

/** Each price empty (not priced) or an amount of at most 10 digits and 2 decimals (the api checks the same). */
export const priceListSchema = yup.object({
  items: yup.array().of(
    yup.object({
      price: yup.string().trim().matches(PRICE, {
        message: PRICE_LIST_MESSAGES.price,
        excludeEmptyString: true,
      }),
    }),
  ),
});

/** A loaded list as the form types it. */
export const toValues = (list: PriceList): PriceListValues => ({
  version: list.version,
  items: list.items.map((item) => ({ ...item, price: item.price ?? '' })),
});

/** The typed list as the api saves it: every row, an empty price as null. */
export const toSave = (values: PriceListValues): PriceListSave => ({
  version: values.version,
  items: values.items.map((item) => ({
    service_id: item.service_id,
    price: item.price.trim() === '' ? null : item.price.trim(),
  })),
});

/** How many rows differ from the list as loaded (the unsaved-change header counts them). */
export const changedCount = (
  values: PriceListValues,
  initial: PriceListValues,
): number =>
  values.items.filter((item, i) => item.price !== initial.items[i]?.price)
    .length;
