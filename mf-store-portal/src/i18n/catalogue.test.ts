import { act } from '@testing-library/react';
import { SETTINGS_MESSAGES } from 'shared/contracts/settings';
import { STORE_PRICE_LIST_MESSAGES } from 'shared/contracts/storePriceLists';
import {
  catalogueProblems,
  i18n,
  localiseMessage,
  setLanguage,
} from 'shared/i18n';
import { LEVEL_CHOICES, MODULE_LABELS } from 'shared/permissions';
import { declaredLabels } from 'shared/testing';
import {
  ESTIMATE,
  PAYMENT_STATUS_LABELS,
  SALES_ORDER,
  WORK_ORDER,
} from 'shared/workflow';
import pagesJson from '../pages.json';
import { IDENTICAL_IN_SPANISH, STORE_PORTAL_CATALOGUES } from './catalogue';
import { NO_VENDOR_MESSAGE } from '../features/sales-orders/components/WorkOrderDialog';
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

test("the portal's own form messages, written in English by its schemas, read in Spanish", () => {
  const messages = [
    SETTINGS_MESSAGES.colour,
    SETTINGS_MESSAGES.hoursRequired,
    SETTINGS_MESSAGES.fontFileRequired,
    'Please choose a vendor',
    'At most 80 characters.',
  ];
  expect(messages.map(localiseMessage)).toEqual(messages);
  act(() => setLanguage('es'));
  expect(messages.map(localiseMessage)).toEqual([
    'Indique un color como # y seis dígitos hexadecimales, como #204a48.',
    'Indique las horas de apertura y cierre, o marque el día como cerrado.',
    'Añada el archivo de fuente normal.',
    'Elija un proveedor',
    'Como máximo 80 caracteres.',
  ]);
  expect(
    localiseMessage(
      'The amount cannot be more than $12.50, what is left to refund.',
    ),
  ).toBe(
    'El importe no puede ser mayor que $12.50, lo que queda por reembolsar.',
  );
  act(() => setLanguage('en'));
});

test("the settings, work order and price list messages the pages show keep the contracts' words", () => {
  const en = i18n.getFixedT('en', 'storePortal');
  expect(en('settings.saved')).toBe(SETTINGS_MESSAGES.saved);
  expect(en('salesOrder.noVendor')).toBe(NO_VENDOR_MESSAGE);
  expect(en('priceLists.deleted')).toBe(STORE_PRICE_LIST_MESSAGES.deleted);
  expect(en('priceLists.saved')).toBe(STORE_PRICE_LIST_MESSAGES.saved);
});

test("the team's module and level names keep the permissions' English words", () => {
  const en = i18n.getFixedT('en', 'storePortal');
  for (const [id, label] of Object.entries(MODULE_LABELS))
    expect(en(`users.modules.${id}`)).toBe(label);
  for (const choice of LEVEL_CHOICES)
    expect(en(`users.levels.${choice.value}`)).toBe(choice.label);
});

test("the statuses read through the catalogue keep the workflow's English words", () => {
  const en = i18n.getFixedT('en', 'storePortal');
  const machines = [
    ['salesOrders', SALES_ORDER.labels],
    ['workOrders', WORK_ORDER.labels],
    ['estimates', ESTIMATE.labels],
  ] as const;
  for (const [section, labels] of machines)
    for (const [status, label] of Object.entries(labels))
      expect(en(`${section}.statuses.${status}`)).toBe(label);
  for (const [status, label] of Object.entries(PAYMENT_STATUS_LABELS))
    expect(en(`salesOrders.payments.${status}`)).toBe(label);
});
