import { catalogueProblems, i18n } from 'shared/i18n';
import { declaredLabels } from 'shared/testing';
import pagesJson from '../pages.json';
import { IDENTICAL_IN_SPANISH, SERVICE_BUILDER_CATALOGUES } from './catalogue';
import './t';

test('every English text of the service builder has its Spanish, with the same variables', () => {
  expect(
    catalogueProblems(
      SERVICE_BUILDER_CATALOGUES.en,
      SERVICE_BUILDER_CATALOGUES.es,
      IDENTICAL_IN_SPANISH,
    ),
  ).toEqual([]);
});

test("every text the page declarations name is in the catalogue, in the declaration's English", () => {
  const texts = declaredLabels(pagesJson);
  expect(texts.length).toBeGreaterThan(3);
  const en = i18n.getFixedT('en', 'serviceBuilder');
  const es = i18n.getFixedT('es', 'serviceBuilder');
  for (const { key, text } of texts) {
    expect(en(key)).toBe(text);
    expect(es(key)).not.toBe(key);
    expect(es(key)).not.toBe(text);
  }
});

test('counts read in the right plural form in both languages', () => {
  const en = i18n.getFixedT('en', 'serviceBuilder');
  const es = i18n.getFixedT('es', 'serviceBuilder');
  expect(en('editor.problems', { count: 1 })).toBe(
    'Fix the highlighted problem to save.',
  );
  expect(en('editor.problems', { count: 3 })).toBe(
    'Fix the 3 highlighted problems to save.',
  );
  expect(es('editor.problems', { count: 3 })).toBe(
    'Corrija los 3 problemas marcados para guardar.',
  );
  expect(es('editor.deleteWithRules', { count: 1, name: 'Metal' })).toBe(
    'Se eliminará «Metal», con la regla lógica de otras opciones que la comparan.',
  );
});
