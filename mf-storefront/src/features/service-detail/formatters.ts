import { formatMoney } from 'shared/i18n';
import type { OptionValue, ServiceOption } from 'shared/options';

/** Formats an amount in cents as money in the page's language ("$12.50", "12,50 US$"). */
export const formatCents = (cents: number): string =>
  formatMoney(cents / 100, 'USD');

/**
 * The price a choice adds ("+$15.00"), shown beside it; null for free choices, options without
 * option cost, and numbers (whose cost is per unit and shown with the option).
 */
export function choicePrice(
  option: ServiceOption,
  value: OptionValue,
): string | null {
  if (!option.is_option_cost || option.tag === 'n') return null;
  const cents = Math.round((Number(value.cost) || 0) * 100);
  return cents > 0 ? `+${formatCents(cents)}` : null;
}
