import { catalogueProblems } from 'shared/i18n';
import { NOTIFICATIONS_CATALOGUES } from './catalogue';

test('every English text of the bell has its Spanish, with the same variables', () => {
  expect(
    catalogueProblems(
      NOTIFICATIONS_CATALOGUES.en,
      NOTIFICATIONS_CATALOGUES.es,
      [],
    ),
  ).toEqual([]);
});
