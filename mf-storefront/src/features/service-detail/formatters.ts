const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

/** Formats an amount in cents as money ("$12.50"). */
export const formatCents = (cents: number): string => money.format(cents / 100);
