import { isOrderNumberKey } from './keyFilter';

test.each(['a', 'Z', '0', '9'])('lets %s through', (key) => {
  expect(isOrderNumberKey({ key })).toBe(true);
});

test.each(['-', ' ', '#', '.', 'é'])('drops %s', (key) => {
  expect(isOrderNumberKey({ key })).toBe(false);
});

test('editing keys and shortcuts pass', () => {
  for (const key of ['Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter'])
    expect(isOrderNumberKey({ key })).toBe(true);
  expect(isOrderNumberKey({ key: 'v', ctrlKey: true })).toBe(true);
  expect(isOrderNumberKey({ key: '-', metaKey: true })).toBe(true);
});
