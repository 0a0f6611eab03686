import { act, render, screen } from '@testing-library/react';
import { formatDate, formatDateTime, formatTime } from 'shared/dates';
import {
  addCatalogue,
  catalogueProblems,
  dirOf,
  formatDateIntl,
  formatMoney,
  i18n,
  offeredLanguages,
  pseudoRtl,
  resolveLanguage,
  setLanguage,
  startLanguage,
  useLanguage,
  useT,
  languageStorageKey,
  PSEUDO_RTL,
} from 'shared/i18n';
import { COMMON_CATALOGUES, COMMON_IDENTICAL_IN_SPANISH } from './common';

addCatalogue('test', {
  en: {
    cart: { items_one: '{{count}} item', items_other: '{{count}} items' },
    hello: 'Hello, {{name}}',
  },
  es: {
    cart: {
      items_one: '{{count}} artículo',
      items_other: '{{count}} artículos',
    },
    hello: 'Hola, {{name}}',
  },
});

afterEach(() => {
  act(() => setLanguage('en'));
  window.localStorage.clear();
});

describe('which language a page starts in', () => {
  test('an explicit choice beats the store default, which beats English', () => {
    expect(resolveLanguage({ stored: 'es', storeDefault: 'en' })).toBe('es');
    expect(resolveLanguage({ stored: null, storeDefault: 'es' })).toBe('es');
    expect(resolveLanguage({})).toBe('en');
    expect(resolveLanguage({ urlParam: 'en', stored: 'es' })).toBe('en');
  });

  test('an unknown language reads English; a regional tag reads its language', () => {
    expect(resolveLanguage({ storeDefault: 'fr' })).toBe('en');
    expect(resolveLanguage({ stored: 'xx', storeDefault: 'es-MX' })).toBe('es');
    expect(resolveLanguage({ urlParam: 'klingon' })).toBe('en');
  });

  test('the pseudo-locale is reachable through the URL only', () => {
    expect(resolveLanguage({ urlParam: 'ar-XA', stored: 'es' })).toBe(
      PSEUDO_RTL,
    );
    expect(resolveLanguage({ stored: 'ar-XA', storeDefault: 'es' })).toBe('es');
    expect(offeredLanguages('es')).toEqual(['en', 'es']);
    expect(offeredLanguages(PSEUDO_RTL)).toEqual(['en', 'es', PSEUDO_RTL]);
  });

  test("the customer's choice is remembered per store, and <html lang/dir> follow", () => {
    setLanguage('es', 7);
    expect(window.localStorage.getItem(languageStorageKey(7))).toBe('es');
    expect(startLanguage({ storeId: 8, storeDefault: 'en' })).toBe('en');
    expect(startLanguage({ storeId: 7, storeDefault: 'en' })).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
    expect(startLanguage({ storeId: 7, search: '?lang=ar-XA' })).toBe(
      PSEUDO_RTL,
    );
    expect(document.documentElement.dir).toBe('rtl');
    setLanguage(PSEUDO_RTL, 7);
    expect(window.localStorage.getItem(languageStorageKey(7))).toBe('es');
  });
});

describe('messages', () => {
  test('plurals follow the language (Intl.PluralRules through i18next)', () => {
    const en = i18n.getFixedT('en', 'test');
    const es = i18n.getFixedT('es', 'test');
    expect(en('cart.items', { count: 1 })).toBe('1 item');
    expect(en('cart.items', { count: 0 })).toBe('0 items');
    expect(es('cart.items', { count: 1 })).toBe('1 artículo');
    expect(es('cart.items', { count: 3 })).toBe('3 artículos');
  });

  test('the pseudo-locale is English accented inside right-to-left marks, placeholders intact', () => {
    expect(dirOf(PSEUDO_RTL)).toBe('rtl');
    expect(dirOf('es')).toBe('ltr');
    expect(pseudoRtl('Hello, {{name}}')).toBe('\u202BHélló, {{name}}\u202C');
    const ar = i18n.getFixedT(PSEUDO_RTL, 'test');
    expect(ar('hello', { name: 'Ann' })).toBe('\u202BHélló, Ann\u202C');
    // Arabic has more plural forms than English; each reads the English plural.
    expect(ar('cart.items', { count: 0 })).toBe('\u202B0 ítéms\u202C');
    expect(ar('cart.items', { count: 2 })).toBe('\u202B2 ítéms\u202C');
  });

  test('a component re-renders in the new language', () => {
    function Greeting() {
      const t = useT('test');
      return <p lang={useLanguage()}>{t('hello', { name: 'Olivia' })}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText('Hello, Olivia')).toHaveAttribute('lang', 'en');
    act(() => setLanguage('es'));
    expect(screen.getByText('Hola, Olivia')).toHaveAttribute('lang', 'es');
  });

  test('the completeness check names missing, extra, untranslated and mismatched keys', () => {
    expect(
      catalogueProblems(
        COMMON_CATALOGUES.en,
        COMMON_CATALOGUES.es,
        COMMON_IDENTICAL_IN_SPANISH,
      ),
    ).toEqual([]);
    expect(
      catalogueProblems(
        {
          a: 'Cart',
          b: 'Hi {{name}}',
          c_one: 'x',
          c_other: 'xs',
          d: 'OK',
          f: 'Gone',
        },
        {
          a: 'Cart',
          b: 'Hola {{nombre}}',
          c_other: 'xs!',
          e: 'extra',
          d: 'OK',
        },
        ['d'],
      ),
    ).toEqual([
      'not translated: a',
      'variables differ: b',
      'missing: f',
      'extra: e',
    ]);
  });
});

describe('Intl formats', () => {
  const when = new Date(2024, 0, 5, 15, 4);

  test('money follows the language, in dollars for now', () => {
    expect(formatMoney('12.5', 'USD', 'en')).toBe('$12.50');
    expect(formatMoney('12.5', 'USD', 'es').replace(/\s/g, ' ')).toBe(
      '12,50 US$',
    );
    expect(formatMoney('n/a', 'USD', 'en')).toBe('n/a');
    expect(formatMoney(null)).toBe('');
  });

  test("English dates keep the spec's formats, exactly as shared/dates writes them", () => {
    expect(formatDateIntl(when, 'date', 'en')).toBe(formatDate(when));
    expect(formatDateIntl(when, 'dateTime', 'en')).toBe(formatDateTime(when));
    expect(formatDateIntl(when, 'time', 'en')).toBe(formatTime(when));
    expect(formatDateIntl('2024-01-05', 'date', 'en')).toBe('05, Jan 2024');
  });

  test('Spanish dates use Intl with the same fields', () => {
    expect(formatDateIntl(when, 'date', 'es')).toBe('05 ene 2024');
    expect(formatDateIntl(when, 'dateTime', 'es')).toMatch(
      /^05 de enero de 2024 a las 15:04$/,
    );
    expect(formatDateIntl(undefined, 'date', 'es')).toBe('Cargando...');
    expect(formatDateIntl('nope', 'date', 'es')).toBe('Formato incorrecto');
    expect(formatDateIntl(null, 'date', 'en')).toBe('Incorrect format');
  });
});
