import { countryOptions, isCountryCode, loadCountryNames } from './countries';

test('every ISO country by English name, the store country first', () => {
  const options = countryOptions();
  expect(options.length).toBeGreaterThanOrEqual(249);
  expect(options[0]).toEqual({
    value: 'US',
    label: 'United States of America',
  });
  expect(options.filter((o) => o.value === 'US')).toHaveLength(1);
  expect(options[1]?.label).toBe('Afghanistan');
  expect(countryOptions('CA')[0]?.value).toBe('CA');
});

test('country names in Spanish once loaded, the store country first', async () => {
  await loadCountryNames('es');
  const options = countryOptions('MX', 'es');
  expect(options[0]).toEqual({ value: 'MX', label: 'México' });
  expect(options.find((o) => o.value === 'DE')?.label).toBe('Alemania');
  expect(options[1]?.label).toBe('Afganistán');
  expect(countryOptions('US')[0]?.label).toBe('United States of America');
});

test('country codes', () => {
  expect(isCountryCode('US')).toBe(true);
  expect(isCountryCode('ae')).toBe(true);
  expect(isCountryCode('XX')).toBe(false);
  expect(isCountryCode('USA')).toBe(false);
});
