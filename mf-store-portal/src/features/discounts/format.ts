import type { Discount, DiscountStatus } from 'shared/contracts/discounts';

/** A status in words. */
export const STATUS_LABELS: Record<DiscountStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  inactive: 'Inactive',
};

export const STATUS_COLORS: Record<DiscountStatus, string> = {
  active: 'green',
  scheduled: 'blue',
  expired: 'default',
  inactive: 'orange',
};

/** '10 % off' or '$5.00 off'. */
export const valueText = (d: Pick<Discount, 'kind' | 'value'>): string =>
  d.kind === 'percent'
    ? `${Number(d.value)} % off`
    : `$${Number(d.value).toFixed(2)} off`;

/** '3 uses' or '3 of 10 uses'. */
export const usesText = (d: Pick<Discount, 'uses' | 'usage_limit'>): string =>
  d.usage_limit === null
    ? `${d.uses} ${d.uses === 1 ? 'use' : 'uses'}`
    : `${d.uses} of ${d.usage_limit} uses`;
