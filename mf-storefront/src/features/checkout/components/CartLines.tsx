import type { CartItem } from 'shared/cart';
import { formatMoney } from '../formatters';
import { useStorefrontT } from '../../../i18n/t';

export interface CartLinesProps {
  items: CartItem[];
}

/** The cart's lines as a short list: name, quantity × unit price and the line total. */
export function CartLines({ items }: CartLinesProps) {
  const t = useStorefrontT();
  return (
    <ul className="co-lines" aria-label={t('checkout.items')}>
      {items.map((item) => (
        <li key={item.id} className="co-line" aria-label={item.service.name}>
          <span className="co-line__name">{item.service.name}</span>
          <span className="co-line__qty">
            {item.quantity} × {formatMoney(item.unit_price)}
          </span>
          <span className="co-line__total">{formatMoney(item.line_total)}</span>
        </li>
      ))}
    </ul>
  );
}
