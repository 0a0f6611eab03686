import { useFormikContext } from 'formik';
import { totalOf, type NewInvoiceValues } from '../schema';

/** The chosen work orders' and bill items' total, and the refusal of an invoice with nothing chosen. */
export function InvoiceTotal() {
  const { values, errors, submitCount } = useFormikContext<NewInvoiceValues>();
  const all = [...values.rows, ...values.bill_items];
  const chosen = all.filter((row) => row.selected).length;
  const listError =
    submitCount > 0 && typeof errors.rows === 'string' ? errors.rows : null;
  return (
    <div>
      {listError && (
        <p id="rows" className="vs-error" role="alert" tabIndex={-1}>
          {listError}
        </p>
      )}
      <p className="vs-total" aria-live="polite">
        Total: ${totalOf(values)} ({chosen} of {all.length} chosen)
      </p>
    </div>
  );
}
