import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  formatDate,
  formatDateTime,
  formatInputDate,
  formatNotificationDate,
  formatOrderDate,
  formatTime,
  fromApiDate,
  INPUT_DATE_FORMAT,
  TIME_FORMAT,
  toApiDate,
} from 'shared/dates';

const value = new Date(2024, 0, 1, 15, 5); // local time

test('spec formats', () => {
  expect([
    DATE_TIME_FORMAT,
    DATE_FORMAT,
    TIME_FORMAT,
    INPUT_DATE_FORMAT,
  ]).toEqual([
    'DD, MMMM YYYY hh:mm A',
    'DD, MMM YYYY',
    'hh:mm A',
    'MM/DD/YYYY',
  ]);
  expect(formatDate(value)).toBe('01, Jan 2024');
  expect(formatDateTime(value)).toBe('01, January 2024 03:05 PM');
  expect(formatTime(value)).toBe('03:05 PM');
  expect(formatDate(value, INPUT_DATE_FORMAT)).toBe('01/01/2024');
  expect(formatNotificationDate(value)).toBe('Mon, Jan 1st 2024 at 3:05 pm');
});

test("'Loading...' while undefined, 'Incorrect format' for null, empty or invalid", () => {
  expect(formatDate(undefined)).toBe('Loading...');
  expect(formatDateTime(undefined)).toBe('Loading...');
  expect(formatDate(null)).toBe('Incorrect format');
  expect(formatDate('')).toBe('Incorrect format');
  expect(formatDateTime('not a date')).toBe('Incorrect format');
  expect(formatDate(new Date(NaN))).toBe('Incorrect format');
});

test('ISO strings and API dates', () => {
  expect(formatDate('2024-03-05')).toBe('05, Mar 2024');
  expect(formatDate('2024-03-05T10:00:00')).toBe('05, Mar 2024');
  expect(formatDate('03/05/2024')).toBe('05, Mar 2024');
  expect(toApiDate(value)).toBe('2024-01-01');
  expect(toApiDate('03/05/2024')).toBe('2024-03-05');
  expect(toApiDate(null)).toBeNull();
  expect(toApiDate('garbage')).toBeNull();
  expect(fromApiDate('2024-03-05')?.getDate()).toBe(5);
  expect(fromApiDate(null)).toBeNull();
  expect(fromApiDate('garbage')).toBeNull();
});

test('one formatter per kind of date, each with the missing and invalid texts', () => {
  const kinds = {
    formatOrderDate: [formatOrderDate, '01, Jan 2024'],
    formatDateTime: [formatDateTime, '01, January 2024 03:05 PM'],
    formatTime: [formatTime, '03:05 PM'],
    formatInputDate: [formatInputDate, '01/01/2024'],
    formatNotificationDate: [
      formatNotificationDate,
      'Mon, Jan 1st 2024 at 3:05 pm',
    ],
  } as const;
  for (const [format, expected] of Object.values(kinds)) {
    expect(format(value)).toBe(expected);
    expect(format(value.toISOString())).toBe(expected);
    expect(format(undefined)).toBe('Loading...');
    expect(format(null)).toBe('Incorrect format');
    expect(format('31/31/2024')).toBe('Incorrect format');
  }
});
