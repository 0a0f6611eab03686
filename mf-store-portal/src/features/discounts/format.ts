import type { Discount, DiscountStatus } from 'shared/contracts/discounts';
import { money } from '../../components/money';
import { spt } from '../../i18n/t';

/** A status in words, in the page's language. */
export const statusLabel = (status: DiscountStatus): string =>
  spt(`discounts.statuses.${status}`);

export const STATUS_COLORS: Record<DiscountStatus, string> = {
  active: 'green',
  scheduled: 'blue',
  expired: 'default',
  inactive: 'orange',
};

/** '10 % off' or '$5.00 off'. */
export const valueText = (d: Pick<Discount, 'kind' | 'value'>): string =>
  d.kind === 'percent'
    ? spt('discounts.percentOff', { value: Number(d.value) })
    : spt('discounts.amountOff', {
        amount: money(Number(d.value).toFixed(2)),
      });

/** '3 uses' or '3 of 10 uses'. */
export const usesText = (d: Pick<Discount, 'uses' | 'usage_limit'>): string =>
  d.usage_limit === null
    ? spt('discounts.uses', { count: d.uses })
    : spt('discounts.usesOf', { count: d.uses, limit: d.usage_limit });
