import { useField, useFormikContext } from 'formik';
import { formatDate } from 'shared/dates';
import { Checkbox, Tag } from 'shared/ui/antd';
import { FormikMoneyInput } from 'shared/ui/form';
import { useValidationMessage } from 'shared/i18n';
import { useVendorT } from '../../../i18n/t';
import type { InvoiceRowValues } from '../schema';

/** One done work order of the store: chosen or not, what it was, and the amount to bill. */
export function BillableRow({
  index,
  row,
}: {
  index: number;
  row: InvoiceRowValues;
}) {
  const { work_order: workOrder } = row;
  const [field, meta, helpers] = useField<boolean>(`rows.${index}.selected`);
  const { submitCount } = useFormikContext();
  const t = useVendorT();
  const error = useValidationMessage(
    submitCount > 0 && meta.error ? meta.error : undefined,
  );
  const id = `bill-${workOrder.work_order_id}`;
  const errorId = `${id}-error`;
  const detailsId = `${id}-details`;
  const labelId = `${id}-label`;
  return (
    <li
      aria-labelledby={labelId}
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
          <strong id={labelId}>{workOrder.work_order_label}</strong>
        </Checkbox>
        <div id={detailsId}>
          <p>
            {t('invoice.new.orderDone', {
              order: workOrder.order_no,
              date: formatDate(workOrder.done_on),
            })}
          </p>
          <p>{workOrder.description}</p>
          {workOrder.has_unpriced_lines && (
            <Tag color="warning" className="inv-tag-wrap">
              {t('invoice.new.unpriced')}
            </Tag>
          )}
        </div>
        {error && (
          <p id={errorId} className="vs-error">
            {error}
          </p>
        )}
      </div>
      <div className="inv-row__amount">
        <FormikMoneyInput
          name={`rows.${index}.amount`}
          id={`amount-${workOrder.work_order_id}`}
          label={t('invoice.new.amountFor', {
            workOrder: workOrder.work_order_label,
          })}
          prefix="$"
        />
      </div>
    </li>
  );
}
