import { useFormikContext } from 'formik';
import { Checkbox } from 'shared/ui/antd';
import { totalOf, type NewInvoiceValues } from '../schema';
import { BillableRow } from './BillableRow';

/** The store's done work orders to choose from, a choose-all box, and the chosen rows' total. */
export function BillableRows() {
  const { values, errors, submitCount, setFieldValue } =
    useFormikContext<NewInvoiceValues>();
  const { rows } = values;
  const chosen = rows.filter((row) => row.selected).length;
  const listError =
    submitCount > 0 && typeof errors.rows === 'string' ? errors.rows : null;
  return (
    <section className="vp-card vp-stack" aria-labelledby="inv-rows">
      <h2 id="inv-rows">Done work orders</h2>
      <p>
        Tick the work orders to bill. Each amount is the work order’s total at
        your price list’s prices; change it if you agreed on another.
      </p>
      {rows.length > 1 && (
        <Checkbox
          checked={chosen === rows.length}
          indeterminate={chosen > 0 && chosen < rows.length}
          onChange={(event) =>
            void setFieldValue(
              'rows',
              rows.map((row) => ({ ...row, selected: event.target.checked })),
            )
          }
        >
          Choose all {rows.length} work orders
        </Checkbox>
      )}
      <ul className="vp-list">
        {rows.map((row, index) => (
          <BillableRow
            key={row.work_order.work_order_id}
            index={index}
            row={row}
          />
        ))}
      </ul>
      {listError && (
        <p id="rows" className="vs-error" role="alert" tabIndex={-1}>
          {listError}
        </p>
      )}
      <p className="vs-total" aria-live="polite">
        Total: ${totalOf(rows)} ({chosen} of {rows.length} chosen)
      </p>
    </section>
  );
}
