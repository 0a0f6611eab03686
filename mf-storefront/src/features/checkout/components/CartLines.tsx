import type { CartItem } from 'shared/cart';
import { formatMoney } from '../formatters';

export interface CartLinesProps {
  items: CartItem[];
}

/** The cart's lines as a short list: name, quantity × unit price and the line total. */
export function CartLines({ items }: CartLinesProps) {
  return (
    <ul className="co-lines" aria-label="Items">
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
