import type { OrderLine } from '../api';
import { formatMoney } from '../formatters';
import { useStorefrontT } from '../../../i18n/t';

export interface OrderLinesProps {
  lines: OrderLine[];
}

/** An order's or estimate's lines with the options chosen for each. */
export function OrderLines({ lines }: OrderLinesProps) {
  const t = useStorefrontT();
  return (
    <ul className="co-lines" aria-label={t('orders.items')}>
      {lines.map((line) => (
        <li key={line.id} className="co-line" aria-label={line.service.name}>
          <span className="co-line__name">{line.service.name}</span>
          <span className="co-line__qty">
            {line.quantity} × {formatMoney(line.unit_price)}
          </span>
          <span className="co-line__total">{formatMoney(line.line_total)}</span>
          {line.choices.length > 0 && (
            <dl className="co-line__choices">
              {line.choices.map((choice) => (
                <div key={`${choice.label}:${choice.value}`}>
                  <dt>{choice.label}</dt>
                  <dd>{choice.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}
