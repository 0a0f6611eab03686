import { useField, useFormikContext } from 'formik';
import { Checkbox } from 'shared/ui/antd';
import { formatApiAmount, useValidationMessage } from 'shared/i18n';
import { useVendorT } from '../../../i18n/t';
import type { BillItemRowValues, NewInvoiceValues } from '../schema';

/** One bill item of the store: chosen or not, billed at its own amount. */
function BillItemRow({
  index,
  row,
}: {
  index: number;
  row: BillItemRowValues;
}) {
  const { item } = row;
  const [field, meta, helpers] = useField<boolean>(
    `bill_items.${index}.selected`,
  );
  const { submitCount } = useFormikContext();
  const t = useVendorT();
  const error = useValidationMessage(
    submitCount > 0 && meta.error ? meta.error : undefined,
  );
  const id = `bill-item-${item.id}`;
  const detailsId = `${id}-details`;
  const errorId = `${id}-error`;
  return (
    <li
      aria-labelledby={`${id}-label`}
      className={
        row.selected ? 'vp-card inv-row inv-row--on' : 'vp-card inv-row'
      }
    >
      <div className="inv-row__what">
        <Checkbox
          id={id}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => void helpers.setValue(event.target.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={[detailsId, error && errorId]
            .filter(Boolean)
            .join(' ')}
        >
          <strong id={`${id}-label`}>{item.description}</strong>
        </Checkbox>
        <p id={detailsId}>
          {item.quantity} × {formatApiAmount(item.unit_price)}
          {item.work_order
            ? t('invoice.new.forWorkOrder', {
                workOrder: item.work_order.label,
              })
            : ''}
        </p>
        {error && (
          <p id={errorId} className="vs-error">
            {error}
          </p>
        )}
      </div>
      <p className="inv-row__amount vs-total">{formatApiAmount(item.amount)}</p>
    </li>
  );
}

/** The store's extra bill items waiting to be invoiced (from /portal/addbillitems), to choose from. */
export function BillItemRows() {
  const t = useVendorT();
  const { values } = useFormikContext<NewInvoiceValues>();
  return (
    <section className="vp-card vp-stack" aria-labelledby="inv-bill-items">
      <h2 id="inv-bill-items">{t('invoice.billItemsTitle')}</h2>
      <p>{t('invoice.new.extras')}</p>
      <ul className="vp-list">
        {values.bill_items.map((row, index) => (
          <BillItemRow key={row.item.id} index={index} row={row} />
        ))}
      </ul>
    </section>
  );
}
