import { setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { useCallback, useState } from 'react';
import { isApiError } from 'shared/api';
import { localiseMessage } from 'shared/i18n';
import {
  STORE_PRICE_LIST_MESSAGES,
  type StorePriceList,
} from 'shared/contracts/storePriceLists';
import { createPriceList, getPriceList, savePriceList } from './api';
import { useRefreshPriceLists } from './hooks';
import { PRICE_LIST_SAVE_FAILED } from '../../../i18n/messages/validation';
import { toInput, toValues, type PriceListValues } from './schema';

/** The api's flat field errors (`entries.0.price`) as Formik's nested ones. */
const nestedErrors = (fieldErrors: Record<string, string>) =>
  Object.entries(fieldErrors).reduce<FormikErrors<PriceListValues>>(
    (out, [path, message]) => setIn(out, path, message),
    {},
  );

/**
 * What was typed, on top of the list someone else saved meanwhile: the newer version, every typed
 * row kept, and each newly saved service that was not typed shown as removed (saving drops it).
 */
function rebased(
  typed: PriceListValues,
  current: StorePriceList,
): PriceListValues {
  const typedIds = new Set(typed.entries.map((e) => e.service_id));
  return {
    ...typed,
    version: current.version,
    entries: [
      ...typed.entries,
      ...toValues(current)
        .entries.filter((e) => !typedIds.has(e.service_id))
        .map((e) => ({ ...e, removed: true })),
    ],
  };
}

/**
 * The editor's save: a new list is created (then `createdId` names it), a saved one is saved whole
 * under its version. A 400 puts each error on its field and keeps what was typed; a 409 keeps what
 * was typed on top of what was saved meanwhile, so SAVE can be pressed again.
 */
export function useSavePriceList(
  id: number | null,
  onSaved: (list: StorePriceList) => Promise<unknown>,
) {
  const refreshLists = useRefreshPriceLists();
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [savedAt, setSavedAt] = useState(0);

  const handleSubmit = useCallback(
    async (
      values: PriceListValues,
      helpers: FormikHelpers<PriceListValues>,
    ) => {
      helpers.setStatus(undefined);
      try {
        const saved =
          id === null
            ? await createPriceList(toInput(values))
            : await savePriceList(id, {
                ...toInput(values),
                version: values.version,
              });
        await onSaved(saved);
        void refreshLists();
        helpers.resetForm({ values: toValues(saved) });
        if (id === null) setCreatedId(saved.id);
        setSavedAt(Date.now());
      } catch (error) {
        if (id !== null && isApiError(error) && error.status === 409) {
          const current = await getPriceList(id).catch(() => undefined);
          if (current) {
            await onSaved(current);
            helpers.resetForm({ values: toValues(current) });
            await helpers.setValues(rebased(values, current), false);
          }
          void refreshLists();
          helpers.setStatus(localiseMessage(STORE_PRICE_LIST_MESSAGES.stale));
          return;
        }
        if (isApiError(error) && Object.keys(error.fieldErrors).length > 0)
          helpers.setErrors(nestedErrors(error.fieldErrors));
        helpers.setStatus(
          error instanceof Error && error.message
            ? error.message
            : localiseMessage(PRICE_LIST_SAVE_FAILED),
        );
      }
    },
    [id, onSaved, refreshLists],
  );

  return { handleSubmit, createdId, savedAt };
}
