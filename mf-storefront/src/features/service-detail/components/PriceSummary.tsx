import { formatCents } from '../formatters';

export interface PriceSummaryProps {
  /** the service's own price, in cents */
  baseCents: number;
  /** one unit with the chosen options, in cents */
  unitCents: number;
  quantity: number;
}

/** Service price, the chosen options' cost, and the total for the quantity. */
export function PriceSummary({
  baseCents,
  unitCents,
  quantity,
}: PriceSummaryProps) {
  const count = Number.isInteger(quantity) && quantity > 0 ? quantity : 1;
  return (
    <section className="sd-summary" aria-label="Price summary">
      <dl>
        <div className="sd-summary__row">
          <dt>Service price</dt>
          <dd>{formatCents(baseCents)}</dd>
        </div>
        <div className="sd-summary__row">
          <dt>Options</dt>
          <dd>{formatCents(unitCents - baseCents)}</dd>
        </div>
        <div className="sd-summary__row sd-summary__row--total">
          <dt>Total ({count})</dt>
          <dd>{formatCents(unitCents * count)}</dd>
        </div>
      </dl>
    </section>
  );
}
