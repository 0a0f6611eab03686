export interface TotalRow {
  label: string;
  value: string;
}

export interface TotalsProps {
  rows: TotalRow[];
  total: TotalRow;
}

/** Money rows (subtotal, shipping, insurance…) and the total, as a description list. */
export function Totals({ rows, total }: TotalsProps) {
  return (
    <dl className="co-totals">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
      <div className="co-totals__total">
        <dt>{total.label}</dt>
        <dd>{total.value}</dd>
      </div>
    </dl>
  );
}
