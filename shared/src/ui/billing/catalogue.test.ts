import { catalogueProblems } from 'shared/i18n';
import { BILLING_CATALOGUES } from 'shared/ui/billing';
import { RECORDS_CATALOGUES } from 'shared/ui/records';

test('every English text of the billing and records widgets has its Spanish, with the same variables', () => {
  expect(
    catalogueProblems(BILLING_CATALOGUES.en, BILLING_CATALOGUES.es, [
      'columns.pdf',
      'columns.forText',
      'kinds.plan',
      'plan.plan',
    ]),
  ).toEqual([]);
  expect(
    catalogueProblems(RECORDS_CATALOGUES.en, RECORDS_CATALOGUES.es, [
      'lines.lineTotal',
      'lines.total',
    ]),
  ).toEqual([]);
});
