import { useField, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { Input } from 'shared/ui/antd';
import { useStoreWorkOrders } from '../hooks';

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
  const [search, setSearch] = useState('');
  const workOrders = useStoreWorkOrders(storeId, search);
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const searchId = useId();
  const selectId = useId();
  const error = submitCount > 0 && meta.error ? meta.error : undefined;
  const choices = workOrders.map((w) => ({
    id: w.id,
    label: `WO-${w.work_order_no} · order ${w.sales_order.order_no}`,
  }));
  if (current && !choices.some((c) => c.id === current.id))
    choices.unshift(current);
  return (
    <div className="vp-filters bi-work-order">
      <div>
        <label htmlFor={searchId}>Find a work order</label>
        <Input.Search
          id={searchId}
          placeholder="Work order or order number"
          allowClear
          enterButton="Find"
          onSearch={(value) => setSearch(value.trim())}
        />
      </div>
      <div>
        <label htmlFor={selectId}>Work order (optional)</label>
        <select
          {...field}
          id={selectId}
          className="vp-select"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${selectId}-error` : undefined}
        >
          <option value="">None</option>
          {choices.map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.label}
            </option>
          ))}
        </select>
        {error && (
          <p id={`${selectId}-error`} className="vs-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
