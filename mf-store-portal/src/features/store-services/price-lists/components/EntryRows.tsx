import { getIn, useFormikContext } from 'formik';
import { useCallback, useMemo } from 'react';
import { useStorePortalT } from '../../../../i18n/t';
import { marksOf, type PriceListValues } from '../schema';
import { EntryRow } from './EntryRow';

/**
 * The list's services with their prices, in the list's order (the api names a bad row by it). A
 * saved service taken off stays, marked Removed, until the list is saved; a new one is marked Added.
 */
export function EntryRows({ canEdit }: { canEdit: boolean }) {
  const formik = useFormikContext<PriceListValues>();
  const t = useStorePortalT();
  const {
    values,
    initialValues,
    errors,
    touched,
    submitCount,
    setFieldValue,
    setValues,
    handleBlur,
  } = formik;
  const marks = useMemo(
    () => marksOf(values, initialValues),
    [values, initialValues],
  );
  const handleToggle = useCallback(
    (index: number) =>
      void setValues((current) => {
        const entry = current.entries[index]!;
        const isSaved = initialValues.entries.some(
          (e) => e.service_id === entry.service_id,
        );
        const entries = isSaved
          ? current.entries.map((e, i) =>
              i === index ? { ...e, removed: !e.removed } : e,
            )
          : current.entries.filter((_, i) => i !== index);
        return { ...current, entries };
      }),
    [setValues, initialValues],
  );
  if (values.entries.length === 0)
    return <p className="spl-empty">{t('priceListEntries.empty')}</p>;
  return (
    <table className="spl-table">
      <caption className="spl-sr-only">{t('priceListEntries.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('priceListEntries.service')}</th>
          <th scope="col">{t('priceListEntries.normalPrice')}</th>
          <th scope="col">{t('priceListEntries.listPrice')}</th>
          {canEdit && (
            <th scope="col">
              <span className="spl-sr-only">
                {t('priceListEntries.actions')}
              </span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {values.entries.map((entry, index) => {
          const shown =
            submitCount > 0 ||
            Boolean(getIn(touched, `entries.${index}.price`));
          const error: unknown = getIn(errors, `entries.${index}.price`);
          return (
            <EntryRow
              key={entry.service_id}
              index={index}
              entry={entry}
              mark={marks.get(entry.service_id) ?? 'kept'}
              error={shown && typeof error === 'string' ? error : undefined}
              canEdit={canEdit}
              onChange={setFieldValue}
              onBlur={handleBlur}
              onToggle={handleToggle}
            />
          );
        })}
      </tbody>
    </table>
  );
}
