import { useFormikContext } from 'formik';
import { formatApiAmount, useValidationMessage } from 'shared/i18n';
import { useVendorT } from '../../../i18n/t';
import { totalOf, type NewInvoiceValues } from '../schema';

/** The chosen work orders' and bill items' total, and the refusal of an invoice with nothing chosen. */
export function InvoiceTotal() {
  const { values, errors, submitCount } = useFormikContext<NewInvoiceValues>();
  const all = [...values.rows, ...values.bill_items];
  const chosen = all.filter((row) => row.selected).length;
  const t = useVendorT();
  const listError = useValidationMessage(
    submitCount > 0 && typeof errors.rows === 'string'
      ? errors.rows
      : undefined,
  );
  return (
    <div>
      {listError && (
        <p id="rows" className="vs-error" role="alert" tabIndex={-1}>
          {listError}
        </p>
      )}
      <p className="vs-total" aria-live="polite">
        {t('invoice.new.chosen', {
          amount: formatApiAmount(totalOf(values)),
          chosen,
          count: all.length,
        })}
      </p>
    </div>
  );
}
