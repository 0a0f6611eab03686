import type { Cart } from 'shared/cart';
import { formatMoney as formatIntlMoney } from 'shared/i18n';
import { st } from '../../i18n/t';

const toCents = (value: string): number => Math.round(Number(value) * 100);
const fromCents = (cents: number): string => (cents / 100).toFixed(2);

/** The api's decimal string ("12.5") as money with 2 decimals ("$12.50"); unparsable values as given. */
export function formatMoney(value: string): string {
  return formatIntlMoney(value, 'USD');
}

/** '1 item' / '3 items' (plural rules of the page's language). */
export function formatItemCount(count: number): string {
  return st('cart.itemCount', { count });
}

/** A short summary of a line's answers (the cart only carries option and value ids). */
export function summarizeAnswers(answers: Record<string, unknown>): string {
  const count = Object.values(answers).filter(
    (v) => v !== null && v !== undefined && v !== '',
  ).length;
  if (count === 0) return st('cart.noOptions');
  return st('cart.optionsChosen', { count });
}

function totals(cart: Cart, items: Cart['items']): Cart {
  return {
    ...cart,
    items,
    item_count: items.reduce((sum, i) => sum + i.quantity, 0),
    subtotal: fromCents(
      items.reduce((sum, i) => sum + toCents(i.line_total), 0),
    ),
  };
}

/** The cart as it will be after a quantity change (same integer-cent maths as the api). */
export function withQuantity(
  cart: Cart,
  itemId: number,
  quantity: number,
): Cart {
  return totals(
    cart,
    cart.items.map((i) =>
      i.id === itemId
        ? {
            ...i,
            quantity,
            line_total: fromCents(toCents(i.unit_price) * quantity),
          }
        : i,
    ),
  );
}

/** The cart as it will be after a line is removed. */
export function withoutItem(cart: Cart, itemId: number): Cart {
  return totals(
    cart,
    cart.items.filter((i) => i.id !== itemId),
  );
}
