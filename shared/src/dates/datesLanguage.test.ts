import {
  formatDate,
  formatDateTime,
  formatInputDate,
  formatNotificationDate,
  formatTime,
  toApiDate,
} from 'shared/dates';
import { formatMoney, i18n, isolateLtr } from 'shared/i18n';

const when = new Date(2024, 0, 5, 15, 4); // local time
const plain = (s: string) => s.replace(/\s/g, ' ');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

test('in English the date helpers keep the spec formats', async () => {
  await i18n.changeLanguage('en');
  expect(formatDate(when)).toBe('05, Jan 2024');
  expect(formatDateTime(when)).toBe('05, January 2024 03:04 PM');
  expect(formatTime(when)).toBe('03:04 PM');
  expect(formatNotificationDate(when)).toBe('Fri, Jan 5th 2024 at 3:04 pm');
  expect(formatDate(undefined)).toBe('Loading...');
  expect(formatDate('not a date')).toBe('Incorrect format');
  expect(formatMoney('1234.5')).toBe('$1,234.50');
});

test('in Spanish the same calls show Spanish dates, words and money', async () => {
  await i18n.changeLanguage('es');
  expect(plain(formatDate(when))).toBe('05 ene 2024');
  expect(plain(formatDateTime(when))).toBe('05 de enero de 2024 a las 15:04');
  expect(plain(formatTime(when))).toBe('15:04');
  expect(plain(formatNotificationDate(when))).toBe('vie, 5 ene 2024, 15:04');
  expect(formatDate(undefined)).toBe('Cargando...');
  expect(formatDate(null)).toBe('Formato incorrecto');
  expect(formatDate('not a date')).toBe('Formato incorrecto');
  expect(plain(formatMoney('1234.5'))).toBe('1234,50 US$');
  expect(plain(formatMoney(20))).toBe('20,00 US$');
});

test('input and api dates do not change with the language (parsers read them back)', async () => {
  await i18n.changeLanguage('es');
  expect(formatInputDate(when)).toBe('01/05/2024');
  expect(toApiDate(when)).toBe('2024-01-05');
});

test('switching back to English restores the English texts', async () => {
  await i18n.changeLanguage('es');
  expect(formatDate(undefined)).toBe('Cargando...');
  await i18n.changeLanguage('en');
  expect(formatDate(when)).toBe('05, Jan 2024');
  expect(formatDate(undefined)).toBe('Loading...');
});

test('a signed amount stays one left-to-right run only in a right-to-left page', async () => {
  expect(isolateLtr('+$20.00', 'en')).toBe('+$20.00');
  expect(isolateLtr('+$20.00', 'es')).toBe('+$20.00');
  expect(isolateLtr('+$20.00', 'ar-XA')).toBe('\u2066+$20.00\u2069');
  await i18n.changeLanguage('ar-XA');
  expect(isolateLtr('+$20.00')).toBe('\u2066+$20.00\u2069');
  // the pseudo-locale keeps English numbers and dates, so its text stays readable
  expect(formatDate(when)).toBe('05, Jan 2024');
});
