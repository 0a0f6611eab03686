import { formatCents } from '../formatters';
import { useStorefrontT } from '../../../i18n/t';

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
  const t = useStorefrontT();
  const count = Number.isInteger(quantity) && quantity > 0 ? quantity : 1;
  return (
    <section
      className="sd-summary"
      aria-label={t('serviceDetail.priceSummary')}
    >
      <dl>
        <div className="sd-summary__row">
          <dt>{t('serviceDetail.servicePrice')}</dt>
          <dd>{formatCents(baseCents)}</dd>
        </div>
        <div className="sd-summary__row">
          <dt>{t('serviceDetail.options')}</dt>
          <dd>{formatCents(unitCents - baseCents)}</dd>
        </div>
        <div className="sd-summary__row sd-summary__row--total">
          <dt>{t('serviceDetail.total', { count })}</dt>
          <dd>{formatCents(unitCents * count)}</dd>
        </div>
      </dl>
    </section>
  );
}
