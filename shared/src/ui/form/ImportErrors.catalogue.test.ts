import { catalogueProblems } from 'shared/i18n';
import { IMPORT_FORM_CATALOGUES } from './ImportErrors.catalogue';

test("the import report's Spanish has every English key, with the same variables", () => {
  expect(
    catalogueProblems(IMPORT_FORM_CATALOGUES.en, IMPORT_FORM_CATALOGUES.es),
  ).toEqual([]);
});
