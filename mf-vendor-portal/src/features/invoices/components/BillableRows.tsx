import { useFormikContext } from 'formik';
import { Checkbox } from 'shared/ui/antd';
import type { NewInvoiceValues } from '../schema';
import { useVendorT } from '../../../i18n/t';
import { BillableRow } from './BillableRow';

/** The store's done work orders to choose from and a choose-all box (the total: InvoiceTotal). */
export function BillableRows() {
  const t = useVendorT();
  const { values, setFieldValue } = useFormikContext<NewInvoiceValues>();
  const { rows } = values;
  const chosen = rows.filter((row) => row.selected).length;
  return (
    <section className="vp-card vp-stack" aria-labelledby="inv-rows">
      <h2 id="inv-rows">{t('invoice.new.doneWork')}</h2>
      <p>{t('invoice.new.tick')}</p>
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
          {t('invoice.new.chooseAll', { count: rows.length })}
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
    </section>
  );
}
