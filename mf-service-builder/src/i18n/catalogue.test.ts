import { catalogueProblems, i18n, localiseMessage } from 'shared/i18n';
import { DRAFT_MESSAGES, IMAGE_TYPE_MESSAGE } from 'shared/options';
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

test('a check’s English message reads in Spanish, one with a number by its pattern', async () => {
  await i18n.changeLanguage('es');
  try {
    expect(localiseMessage(DRAFT_MESSAGES.label)).toBe(
      'Ponga una etiqueta a esta opción.',
    );
    expect(localiseMessage(IMAGE_TYPE_MESSAGE)).toBe(
      'Elija una imagen PNG, JPEG, WebP o GIF.',
    );
    expect(localiseMessage('At most 120 characters.')).toBe(
      'Como máximo 120 caracteres.',
    );
    expect(localiseMessage('Anything the api said.')).toBe(
      'Anything the api said.',
    );
  } finally {
    await i18n.changeLanguage('en');
  }
});
