import { useField, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { Input } from 'shared/ui/antd';
import { localiseMessage } from 'shared/i18n';
import { useStoreWorkOrders } from '../hooks';
import { useVendorT } from '../../../i18n/t';

/** Props of WorkOrderField. */
export interface WorkOrderFieldProps {
  /** the Formik field holding the work order's id ('' for none) */
  name: string;
  storeId: number;
  /** the item's work order now (kept as a choice even when the search does not find it) */
  current?: { id: number; label: string } | null;
}

/** The store's work order the item is about, or none: a search and a native select (keyboard and screen readers). */
export function WorkOrderField({
  name,
  storeId,
  current,
}: WorkOrderFieldProps) {
  const t = useVendorT();
  const [search, setSearch] = useState('');
  const workOrders = useStoreWorkOrders(storeId, search);
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const searchId = useId();
  const selectId = useId();
  const error = submitCount > 0 && meta.error ? meta.error : undefined;
  const choices = workOrders.map((w) => ({
    id: w.id,
    label: t('billItems.workOrderChoice', {
      number: w.work_order_no,
      order: w.sales_order.order_no,
    }),
  }));
  if (current && !choices.some((c) => c.id === current.id))
    choices.unshift(current);
  return (
    <div className="vp-filters bi-work-order">
      <div>
        <label htmlFor={searchId}>{t('billItems.findWorkOrder')}</label>
        <Input.Search
          id={searchId}
          placeholder={t('billItems.findHint')}
          allowClear
          enterButton={t('billItems.find')}
          onSearch={(value) => setSearch(value.trim())}
        />
      </div>
      <div>
        <label htmlFor={selectId}>{t('billItems.workOrder')}</label>
        <select
          {...field}
          id={selectId}
          className="vp-select"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${selectId}-error` : undefined}
        >
          <option value="">{t('billItems.none')}</option>
          {choices.map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.label}
            </option>
          ))}
        </select>
        {error && (
          <p id={`${selectId}-error`} className="vs-error" role="alert">
            {localiseMessage(error)}
          </p>
        )}
      </div>
    </div>
  );
}
