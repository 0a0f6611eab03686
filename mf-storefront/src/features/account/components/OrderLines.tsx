import type { OrderLine } from '../api';
import { formatChoices, formatMoney } from '../formatters';
import { useStorefrontT } from '../../../i18n/t';

export interface OrderLinesProps {
  lines: OrderLine[];
}

/** The services of an order with their chosen options, quantity and totals. */
export function OrderLines({ lines }: OrderLinesProps) {
  const t = useStorefrontT();
  return (
    <ul className="sf-cart__lines" aria-label={t('account.detail.items')}>
      {lines.map((line) => (
        <li key={line.id} className="sf-order-line">
          <div>
            <strong>{line.service.name}</strong>
            {line.choices.length > 0 && (
              <p className="sf-order__choices">{formatChoices(line.choices)}</p>
            )}
          </div>
          <span>
            {line.quantity} × {formatMoney(line.unit_price)}
          </span>
          <strong>{formatMoney(line.line_total)}</strong>
        </li>
      ))}
    </ul>
  );
}
