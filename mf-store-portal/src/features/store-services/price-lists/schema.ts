import {
  PRICE_PATTERN,
  selectionMarks,
  STORE_PRICE_LIST_MESSAGES,
  type SelectionMark,
  type StorePriceList,
  type StorePriceListEntry,
  type StorePriceListInput,
} from 'shared/contracts/storePriceLists';
import { MESSAGES, yup } from 'shared/validation';
import { spt, type Translate } from '../../../i18n/t';

// The price list as the editor types it. Entries keep the list's order (the api names a bad row by
// it, `entries.N.price`); a saved service taken off stays listed as removed (the spec's old/new
// selection) until the list is saved or the removal is undone.

/** One service of the editor. */
export type EntryValues = Omit<StorePriceListEntry, 'price'> & {
  price: string;
  /** a saved service taken off the list (dropped by the save) */
  removed: boolean;
};

/** The editor's values. */
export interface PriceListValues {
  /** 0: a new list */
  version: number;
  name: string;
  description: string;
  is_active: boolean;
  entries: EntryValues[];
}

/** Longest amount the contract takes: 10 digits, a point and 2 decimals. */
export const PRICE_MAX_LENGTH = 13;
const PRICE = new RegExp(PRICE_PATTERN);

export const priceListSchema = yup.object({
  name: yup.string().trim().required(MESSAGES.required).max(60),
  description: yup.string().max(500),
  entries: yup.array().of(
    yup.object({
      removed: yup.boolean(),
      price: yup
        .string()
        .trim()
        .when('removed', {
          is: true,
          then: (s) => s,
          otherwise: (s) =>
            s
              .required(MESSAGES.required)
              .matches(PRICE, STORE_PRICE_LIST_MESSAGES.price),
        }),
    }),
  ),
});

export const emptyPriceList: PriceListValues = {
  version: 0,
  name: '',
  description: '',
  is_active: true,
  entries: [],
};

/** A loaded list as the editor types it. */
export const toValues = (list: StorePriceList): PriceListValues => ({
  version: list.version,
  name: list.name,
  description: list.description,
  is_active: list.is_active,
  entries: list.entries.map((entry) => ({ ...entry, removed: false })),
});

/** The editor's list as the api saves it: the services not removed. */
export const toInput = (values: PriceListValues): StorePriceListInput => ({
  name: values.name.trim(),
  description: values.description.trim(),
  is_active: values.is_active,
  entries: values.entries
    .filter((entry) => !entry.removed)
    .map((entry) => ({
      service_id: entry.service_id,
      price: entry.price.trim(),
    })),
});

/** The old/new mark of each service of the editor against the saved list. */
export const marksOf = (
  values: PriceListValues,
  initial: PriceListValues,
): Map<number, SelectionMark> =>
  selectionMarks(
    initial.entries.map((entry) => entry.service_id),
    values.entries.filter((e) => !e.removed).map((e) => e.service_id),
  );

/** The unsaved-change header: what differs from the saved list ('2 added, 1 removed'). */
export function changesText(
  values: PriceListValues,
  initial: PriceListValues,
  t: Translate = spt,
): string {
  const marks = [...marksOf(values, initial).values()];
  const added = marks.filter((m) => m === 'added').length;
  const removed = marks.filter((m) => m === 'removed').length;
  const before = new Map(initial.entries.map((e) => [e.service_id, e.price]));
  const repriced = values.entries.filter(
    (e) =>
      !e.removed &&
      before.has(e.service_id) &&
      before.get(e.service_id) !== e.price,
  ).length;
  const details =
    values.name !== initial.name ||
    values.description !== initial.description ||
    values.is_active !== initial.is_active;
  const parts = [
    added > 0 && t('priceListEntries.addedCount', { count: added }),
    removed > 0 && t('priceListEntries.removedCount', { count: removed }),
    repriced > 0 && t('priceListEntries.repriced', { count: repriced }),
    details && t('priceListEntries.details'),
  ].filter(Boolean);
  return parts.length > 0
    ? t('priceListEntries.unsavedWhat', { what: parts.join(', ') })
    : t('priceListEntries.unsaved');
}
