import { catalogueProblems } from 'shared/i18n';
import { IDENTICAL_IN_SPANISH, STOREFRONT_CATALOGUES } from './catalogue';

test('every English text of the storefront has its Spanish, with the same variables', () => {
  expect(
    catalogueProblems(
      STOREFRONT_CATALOGUES.en,
      STOREFRONT_CATALOGUES.es,
      IDENTICAL_IN_SPANISH,
    ),
  ).toEqual([]);
});
