import {
  formatCardNumber,
  formatExpiry,
  isCvcValid,
  isExpired,
  parseExpiry,
  passesLuhn,
} from './cardChecks';
import { carrierName, insuranceCents } from './formatters';

test('card numbers pass the Luhn check only when their checksum is right', () => {
  expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
  expect(passesLuhn('4000 0027 6000 3184')).toBe(true);
  expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
  expect(passesLuhn('4242')).toBe(false);
});

test('card number and expiry are formatted as typed', () => {
  expect(formatCardNumber('4242x424242424242')).toBe('4242 4242 4242 4242');
  expect(formatExpiry('1')).toBe('1');
  expect(formatExpiry('123')).toBe('12/3');
  expect(formatExpiry('12/345')).toBe('12/34');
});

test('a card is valid through its expiry month', () => {
  const today = new Date(2026, 10, 22);
  expect(isExpired(parseExpiry('11/26')!, today)).toBe(false);
  expect(isExpired(parseExpiry('10/26')!, today)).toBe(true);
  expect(parseExpiry('13/30')).toBeNull();
});

test('the security code has 3 digits, 4 for American Express', () => {
  expect(isCvcValid('123', '4242424242424242')).toBe(true);
  expect(isCvcValid('1234', '4242424242424242')).toBe(false);
  expect(isCvcValid('1234', '378282246310005')).toBe(true);
});

test('carriers are named by id and insurance is a fixed price or a rate of the subtotal', () => {
  expect([1, 2, 3, 9].map(carrierName)).toEqual([
    'Fedex',
    'USPS',
    'UPS',
    'UPS',
  ]);
  expect(
    insuranceCents({ id: 1, name: 'a', rate: null, price: '19.99' }, 10000),
  ).toBe(1999);
  expect(
    insuranceCents({ id: 1, name: 'a', rate: '2.50', price: null }, 9100),
  ).toBe(228);
});
