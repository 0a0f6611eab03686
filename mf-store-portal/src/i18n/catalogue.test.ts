import { catalogueProblems, i18n } from 'shared/i18n';
import { declaredLabels } from 'shared/testing';
import pagesJson from '../pages.json';
import { IDENTICAL_IN_SPANISH, STORE_PORTAL_CATALOGUES } from './catalogue';
import './t';

test('every English text of the store portal has its Spanish, with the same variables', () => {
  expect(
    catalogueProblems(
      STORE_PORTAL_CATALOGUES.en,
      STORE_PORTAL_CATALOGUES.es,
      IDENTICAL_IN_SPANISH,
    ),
  ).toEqual([]);
});

test("every label the page declarations name is in the catalogue, in the declaration's English", () => {
  const texts = declaredLabels(pagesJson);
  expect(texts.length).toBeGreaterThan(10);
  const en = i18n.getFixedT('en', 'storePortal');
  const es = i18n.getFixedT('es', 'storePortal');
  for (const { key, text } of texts) {
    expect(en(key)).toBe(text);
    expect(es(key)).not.toBe(key);
  }
});

test('the sales orders list reads its statuses and counts in Spanish, with plurals', () => {
  const es = i18n.getFixedT('es', 'storePortal');
  const en = i18n.getFixedT('en', 'storePortal');
  expect(es('salesOrders.statuses.ready')).toBe('Listo para recoger');
  expect(es('salesOrders.payments.partially_refunded')).toBe(
    'Reembolsado en parte',
  );
  expect(es('salesOrders.atVendor', { items: 3, count: 1 })).toBe(
    '3 · 1 en un proveedor',
  );
  expect(es('salesOrders.atVendor', { items: 3, count: 2 })).toBe(
    '3 · 2 en proveedores',
  );
  expect(en('salesOrders.atVendor', { items: 3, count: 2 })).toBe(
    '3 · 2 at a vendor',
  );
});
