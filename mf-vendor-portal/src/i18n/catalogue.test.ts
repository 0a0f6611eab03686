import { catalogueProblems, i18n } from 'shared/i18n';
import { declaredLabels } from 'shared/testing';
import pagesJson from '../pages.json';
import { IDENTICAL_IN_SPANISH, VENDOR_PORTAL_CATALOGUES } from './catalogue';
import './t';

test('every English text of the vendor portal has its Spanish, with the same variables', () => {
  expect(
    catalogueProblems(
      VENDOR_PORTAL_CATALOGUES.en,
      VENDOR_PORTAL_CATALOGUES.es,
      IDENTICAL_IN_SPANISH,
    ),
  ).toEqual([]);
});

test("every label the page declarations name is in the catalogue, in the declaration's English", () => {
  const texts = declaredLabels(pagesJson);
  expect(texts.length).toBeGreaterThan(8);
  const en = i18n.getFixedT('en', 'vendorPortal');
  const es = i18n.getFixedT('es', 'vendorPortal');
  for (const { key, text } of texts) {
    expect(en(key)).toBe(text);
    expect(es(key)).not.toBe(key);
  }
});
