import { currentLanguage, formatMoney, isolateLtr } from 'shared/i18n';

/**
 * '$12.50' from a 2-decimal money string. English shows the amount as the api gives it (and as a
 * refund field holds it while typed); another language uses its own conventions ('12,50 US$').
 */
export const money = (amount: string): string => {
  const lang = currentLanguage();
  return lang === 'es' ? formatMoney(amount, 'USD', lang) : `$${amount}`;
};

/** An amount with its sign ('−$5.00', '+$20.00'), kept in one left-to-right run in right-to-left pages. */
export const signedMoney = (sign: '+' | '−', amount: string): string =>
  isolateLtr(`${sign}${money(amount)}`);
