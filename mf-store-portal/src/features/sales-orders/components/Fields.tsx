import { useId, type ReactNode } from 'react';

export interface FieldsProps {
  rows: [label: string, value: ReactNode][];
}

/** A compact label/value list; each value is labelled by its term for assistive technology. */
export function Fields({ rows }: FieldsProps) {
  const prefix = useId();
  return (
    <dl className="so-fields">
      {rows.map(([label, value], index) => (
        <div key={label} className="so-fields__row">
          <dt id={`${prefix}-${index}`}>{label}</dt>
          <dd aria-labelledby={`${prefix}-${index}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
