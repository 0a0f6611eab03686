import { useId, type ReactNode } from 'react';
import './details.css';

export interface FieldsProps {
  rows: [label: string, value: ReactNode][];
}

/** A compact label/value list; each value is labelled by its term for assistive technology. */
export function Fields({ rows }: FieldsProps) {
  const prefix = useId();
  return (
    <dl className="detail-fields">
      {rows.map(([label, value], index) => (
        <div key={label} className="detail-fields__row">
          <dt id={`${prefix}-${index}`}>{label}</dt>
          <dd aria-labelledby={`${prefix}-${index}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
