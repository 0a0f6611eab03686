import { formatApiAmount, isolateLtr } from 'shared/i18n';

/** '$12.50' from a 2-decimal money string; '12,50 US$' in Spanish. */
export const money = (amount: string): string => formatApiAmount(amount);

/** An amount with its sign ('−$5.00', '+$20.00'), kept in one left-to-right run in right-to-left pages. */
export const signedMoney = (sign: '+' | '−', amount: string): string =>
  isolateLtr(`${sign}${money(amount)}`);
