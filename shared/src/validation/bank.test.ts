import {
  isAccountNumber,
  isIban,
  isRoutingNumber,
  normalizeIban,
} from 'shared/validation';

describe('bank account checks', () => {
  test('an IBAN passes by its check digits, with spaces or lower case; one wrong digit fails', () => {
    expect(isIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIban('gb29nwbk60161331926819')).toBe(true);
    expect(normalizeIban('gb29 nwbk 6016 1331 9268 19')).toBe(
      'GB29NWBK60161331926819',
    );
    expect(isIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isIban('DE89')).toBe(false);
    expect(isIban('')).toBe(false);
  });

  test('a routing number passes by its 3-7-1 checksum; a wrong digit or length fails', () => {
    expect(isRoutingNumber('110000000')).toBe(true); // Stripe's test routing number
    expect(isRoutingNumber('021000021')).toBe(true);
    expect(isRoutingNumber('021000022')).toBe(false);
    expect(isRoutingNumber('12345678')).toBe(false);
    expect(isRoutingNumber('11000000a')).toBe(false);
  });

  test('an account number is 4 to 17 digits', () => {
    expect(isAccountNumber('000123456789')).toBe(true);
    expect(isAccountNumber('123')).toBe(false);
    expect(isAccountNumber('12 34')).toBe(false);
  });
});
