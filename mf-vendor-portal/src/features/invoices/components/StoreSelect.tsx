import { useId } from 'react';
import type { InvoiceStore } from '../hooks';
import '../../../components/shopFloor.css';

/** Props of StoreSelect. */
export interface StoreSelectProps {
  label: string;
  /** the chosen store's id ('' = none) */
  value: string;
  stores: InvoiceStore[];
  /** the empty choice's words, e.g. 'All stores' */
  emptyChoice: string;
  onChange: (storeId: string | null) => void;
  /** the field's help, announced with it */
  describedBy?: string;
}

/** A store the vendor works with, as a native select: works by keyboard and reads its choices on every platform. */
export function StoreSelect({
  label,
  value,
  stores,
  emptyChoice,
  onChange,
  describedBy,
}: StoreSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="vp-select"
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{emptyChoice}</option>
        {stores.map((store) => (
          <option key={store.id} value={String(store.id)}>
            {store.name}
          </option>
        ))}
      </select>
    </div>
  );
}
