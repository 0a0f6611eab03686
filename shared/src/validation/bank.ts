import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

// Bank account numbers a vendor's payouts go to: an IBAN checked by its mod-97 check
// digits and country length (ibantools), or a US ABA routing number checked by its 3-7-1 checksum.

export { BANK_MESSAGES } from './messages';

/** The IBAN without spaces, in capitals ('DE89 3704 …' → 'DE8937…'). */
export const normalizeIban = (value: string): string =>
  electronicFormatIBAN(value) ?? '';

/** Whether the text is a valid IBAN (spaces and lower case allowed). */
export const isIban = (value: string): boolean =>
  isValidIBAN(normalizeIban(value));

/** Whether the text is a US ABA routing number: 9 digits whose weighted sum (3, 7, 1) is a multiple of 10. */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum =
    3 * (d[0]! + d[3]! + d[6]!) +
    7 * (d[1]! + d[4]! + d[7]!) +
    (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** Whether the text is a US account number (4 to 17 digits). */
export const isAccountNumber = (value: string): boolean =>
  /^\d{4,17}$/.test(value);
