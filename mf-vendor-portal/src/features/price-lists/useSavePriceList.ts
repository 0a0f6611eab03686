import type { FormikErrors, FormikHelpers } from 'formik';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from 'shared/api';
import { PRICE_LIST_MESSAGES } from 'shared/contracts/priceLists';
import type { BannerType } from 'shared/ui';
import { localiseMessage } from 'shared/i18n';
import { nestedErrors } from '../../components/lines';
import { errorWords, vpt } from '../../i18n/t';
import { getPriceList, savePriceList } from './api';
import { usePriceList, useRefreshPriceLists } from './hooks';
import { toSave, toValues, type PriceListValues } from './schema';

/** What the form says about its last save (Formik `status`). */
export interface SaveStatus {
  type: BannerType;
  title: string;
  /** the api's refusals of a row's service (by row), shown there until the next save */
  serviceErrors?: Record<number, string>;
}

type ItemErrors = { price?: string; service_id?: string } | undefined;

/** The api's price errors of the last save, and the prices they were about. */
interface StandingErrors {
  items: ItemErrors[];
  prices: string[];
}

/**
 * The api's price errors that still stand: each until its price is changed (a later check of the
 * form, on a blur, must not wipe them). Errors about a row's service are not the form's to keep:
 * they would block the next save, which the api checks again.
 */
function stillStanding(
  standing: StandingErrors | null,
  values: PriceListValues,
): FormikErrors<PriceListValues> {
  if (!standing) return {};
  const items: ItemErrors[] = [];
  standing.items.forEach((error, i) => {
    if (error?.price && values.items[i]?.price === standing.prices[i])
      items[i] = { price: error.price };
  });
  return items.length > 0 ? ({ items } as FormikErrors<PriceListValues>) : {};
}

const serviceErrorsOf = (items: ItemErrors[]): Record<number, string> => {
  const out: Record<number, string> = {};
  items.forEach((error, i) => {
    if (error?.service_id) out[i] = error.service_id;
  });
  return out;
};

const rowsNeedingChange = (items: ItemErrors[]): string => {
  const count = items.filter(Boolean).length;
  return vpt('priceList.rows', { count });
};

/**
 * The edit form's save: the whole list under the version it was read at. Success updates the cache
 * and says so (`isSaved`); a 409 reloads the list with what was saved meanwhile; a 400 puts each
 * row's error on its row and keeps what was typed.
 */
export function useSavePriceList(storeId: number) {
  const { mutate } = usePriceList(storeId);
  const refreshLists = useRefreshPriceLists();
  const standing = useRef<StandingErrors | null>(null);
  const [isSaved, setSaved] = useState(false);

  const validate = useCallback(
    (values: PriceListValues) => stillStanding(standing.current, values),
    [],
  );
  const handleReset = useCallback(() => {
    standing.current = null;
  }, []);

  const handleSubmit = useCallback(
    async (
      values: PriceListValues,
      helpers: FormikHelpers<PriceListValues>,
    ) => {
      helpers.setStatus(undefined);
      standing.current = null;
      try {
        const saved = await savePriceList(storeId, toSave(values));
        await mutate(saved, { revalidate: false });
        void refreshLists();
        helpers.resetForm({ values: toValues(saved) });
        setSaved(true);
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          // What was saved meanwhile, read again (the 409 names only its version).
          const current = await getPriceList(storeId).catch(() => undefined);
          if (current) {
            await mutate(current, { revalidate: false });
            helpers.resetForm({ values: toValues(current) });
          }
          void refreshLists();
          helpers.setStatus({
            type: 'warning',
            title: localiseMessage(PRICE_LIST_MESSAGES.stale),
          } satisfies SaveStatus);
          return;
        }
        if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
          const errors = nestedErrors<PriceListValues>(error.fieldErrors);
          const items = (errors.items ?? []) as ItemErrors[];
          standing.current = {
            items,
            prices: values.items.map((item) => item.price),
          };
          helpers.setErrors(errors);
          helpers.setStatus({
            type: 'failure',
            title: rowsNeedingChange(items),
            serviceErrors: serviceErrorsOf(items),
          } satisfies SaveStatus);
          return;
        }
        helpers.setStatus({
          type: 'failure',
          title: errorWords(error) ?? vpt('priceList.saveFailed'),
        } satisfies SaveStatus);
      }
    },
    [storeId, mutate, refreshLists],
  );

  return { validate, handleSubmit, handleReset, isSaved };
}
