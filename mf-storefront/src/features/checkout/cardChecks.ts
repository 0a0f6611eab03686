// Client-side card checks with the api's messages (docs/contracts.md, test provider cards); the
// server still decides.
export const CARD_MESSAGES = {
  number: 'Your card number is invalid.',
  expired: 'Your card has expired.',
  expiry: 'Please enter the expiry date as MM/YY.',
  cvc: "Your card's security code is invalid.",
} as const;

/** Digits only ("4242 4242 …" → "4242…"). */
export const cardDigits = (value: string): string => value.replace(/\D/g, '');

/** Groups of four as typed: "42424242" → "4242 4242" (at most 19 digits). */
export const formatCardNumber = (value: string): string =>
  cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1228" or "12/28" as typed → "12/28". */
export function formatExpiry(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length > 2
    ? `${digits.slice(0, 2)}/${digits.slice(2)}`
    : digits;
}

/** The Luhn checksum of a card number (12 to 19 digits). */
export function passesLuhn(value: string): boolean {
  const digits = cardDigits(value);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const isAmex = (value: string): boolean =>
  /^3[47]/.test(cardDigits(value));

/** "MM/YY" → { month, year (4 digits) }, or null when not a real month. */
export function parseExpiry(
  value: string,
): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(
  expiry: { month: number; year: number },
  today: Date = new Date(),
): boolean {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** 3 digits, or 4 for American Express. */
export const isCvcValid = (cvc: string, number: string): boolean =>
  new RegExp(`^\\d{${isAmex(number) ? 4 : 3}}$`).test(cvc.trim());
