import { useId, type ReactNode } from 'react';
import './records.css';

/** Props of Fields. */
export interface FieldsProps {
  /** each row's label and value, in order; a null value leaves its row out */
  rows: [label: string, value: ReactNode][];
}

/** A compact label/value list; each value is labelled by its term for assistive technology. */
export function Fields({ rows }: FieldsProps) {
  const prefix = useId();
  return (
    <dl className="rec-fields">
      {rows.map(([label, value], index) =>
        value === null ? null : (
          <div key={label} className="rec-fields__row">
            <dt id={`${prefix}-${index}`}>{label}</dt>
            <dd aria-labelledby={`${prefix}-${index}`}>{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
