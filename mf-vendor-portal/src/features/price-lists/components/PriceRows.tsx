import { getIn, useFormikContext, type FormikContextType } from 'formik';
import type { PriceListValues } from '../schema';
import type { SaveStatus } from '../useSavePriceList';
import { useVendorT } from '../../../i18n/t';
import { PriceRow } from './PriceRow';

type RowState = Pick<
  FormikContextType<PriceListValues>,
  'errors' | 'touched' | 'submitCount' | 'status'
>;

/** The error of row `index`: its price's once it may show, else the api's about its service. */
function rowError(
  { errors, touched, submitCount, status }: RowState,
  index: number,
): string | undefined {
  const shown =
    submitCount > 0 || Boolean(getIn(touched, `items.${index}.price`));
  const price: unknown = getIn(errors, `items.${index}.price`);
  if (shown && typeof price === 'string') return price;
  return (status as SaveStatus | undefined)?.serviceErrors?.[index];
}

/**
 * Every service of the list with its price input, in the list's order (the api names a bad row by
 * it). Each row gets its own values and error only, so a keystroke renders one row.
 */
export function PriceRows({ caption }: { caption: string }) {
  const t = useVendorT();
  const formik = useFormikContext<PriceListValues>();
  const { values, setFieldValue, handleBlur } = formik;
  return (
    <table className="pl-table">
      <caption className="vs-sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('priceList.service')}</th>
          <th scope="col">{t('priceList.storePrice')}</th>
          <th scope="col">{t('priceList.yourPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {values.items.map((item, index) => (
          <PriceRow
            key={item.service_id}
            index={index}
            item={item}
            error={rowError(formik, index)}
            onChange={setFieldValue}
            onBlur={handleBlur}
          />
        ))}
      </tbody>
    </table>
  );
}
