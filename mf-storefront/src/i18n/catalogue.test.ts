import { catalogueProblems, i18n } from 'shared/i18n';
import { IDENTICAL_IN_SPANISH, STOREFRONT_CATALOGUES } from './catalogue';
import { localiseMessage } from './t';

test('every English text of the storefront has its Spanish, with the same variables', () => {
  expect(
    catalogueProblems(
      STOREFRONT_CATALOGUES.en,
      STOREFRONT_CATALOGUES.es,
      IDENTICAL_IN_SPANISH,
    ),
  ).toEqual([]);
});

test('counts take the plural of each language', () => {
  const en = i18n.getFixedT('en', 'storefront');
  const es = i18n.getFixedT('es', 'storefront');
  expect(en('cart.itemCount', { count: 0 })).toBe('0 items');
  expect(en('cart.itemCount', { count: 1 })).toBe('1 item');
  expect(en('cart.optionsChosen', { count: 2 })).toBe('2 options chosen');
  expect(es('cart.itemCount', { count: 1 })).toBe('1 artículo');
  expect(es('cart.optionsChosen', { count: 3 })).toBe('3 opciones elegidas');
});

test("our English validation messages read in the page's language; others stay as given", async () => {
  expect(localiseMessage('This field is required.')).toBe(
    'This field is required.',
  );
  await i18n.changeLanguage('es');
  try {
    expect(localiseMessage('This field is required.')).toBe(
      'Este campo es obligatorio.',
    );
    expect(localiseMessage('Card declined by the bank.')).toBe(
      'Card declined by the bank.',
    );
  } finally {
    await i18n.changeLanguage('en');
  }
});
