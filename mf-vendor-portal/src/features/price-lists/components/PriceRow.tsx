import { memo, type FocusEvent } from 'react';
import { isMoneyInput } from 'shared/validation';
import { Input } from 'shared/ui/antd';
import { useValidationMessage } from 'shared/i18n';
import { PRICE_MAX_LENGTH, type PriceItemValues } from '../schema';
import { useVendorT } from '../../../i18n/t';
import { ServiceName } from './ServiceName';

/** Props of PriceRow. */
export interface PriceRowProps {
  index: number;
  /** the row's values (a new object only when this row's price changes) */
  item: PriceItemValues;
  /** the row's error, once it may show (touched, or after a save) */
  error: string | undefined;
  /** Formik's setFieldValue (stable) */
  onChange: (field: string, value: string) => unknown;
  /** Formik's handleBlur (stable) */
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * One service of the edit table: its name, the store's price, and the vendor's price as a money
 * input (digits with at most 2 decimals, no negative sign, filtered as typed).
 * Memoised: typing in one row renders that row only, however long the list.
 */
export const PriceRow = memo(function PriceRow({
  index,
  item,
  error,
  onChange,
  onBlur,
}: PriceRowProps) {
  const t = useVendorT();
  const message = useValidationMessage(error);
  const name = `items.${index}.price`;
  const inputId = `price-${item.service_id}`;
  const errorId = `${inputId}-error`;
  return (
    <tr className={error ? 'pl-row pl-row--error' : 'pl-row'}>
      <th scope="row" data-label={t('priceList.service')}>
        <ServiceName item={item} />
      </th>
      <td data-label={t('priceList.storePrice')}>${item.store_price}</td>
      <td data-label={t('priceList.yourPrice')}>
        <div className="pl-input">
          <Input
            id={inputId}
            name={name}
            inputMode="decimal"
            prefix="$"
            placeholder={t('priceList.notPriced')}
            autoComplete="off"
            aria-label={t('priceList.yourPriceFor', {
              service: item.service_name,
            })}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            status={error ? 'error' : undefined}
            maxLength={PRICE_MAX_LENGTH}
            value={item.price}
            onChange={(event) => {
              const { value } = event.target;
              if (isMoneyInput(value, PRICE_MAX_LENGTH)) onChange(name, value);
            }}
            onBlur={onBlur}
          />
          {error && (
            <p id={errorId} className="pl-error">
              {message}
            </p>
          )}
        </div>
      </td>
    </tr>
  );
});
