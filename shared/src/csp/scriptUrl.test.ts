import {
  isStoreScriptUrl,
  SCRIPT_URL_MAX_LENGTH,
  storeScriptUrl,
} from 'shared/csp';
import { MESSAGES, scriptUrlSchema } from 'shared/validation';

test('a plain http(s) script address passes, trimmed', () => {
  for (const ok of [
    'https://static.ada.support/embed2.js',
    'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
    'https://www.googletagmanager.com/gtm.js?id=GTM-XXXX&l=dataLayer',
    'http://localhost:3000/analytics.js',
    'HTTPS://CDN.EXAMPLE/A.JS',
    'https://cdn.example/a.js#v2',
  ])
    expect(storeScriptUrl(ok)).toBe(ok);
  expect(storeScriptUrl('  https://cdn.example/a.js\n')).toBe(
    'https://cdn.example/a.js',
  );
  expect(isStoreScriptUrl('https://cdn.example/a.js')).toBe(true);
});

test('markup, inline code and other schemes are refused', () => {
  for (const bad of [
    null,
    undefined,
    42,
    '',
    '   ',
    '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>',
    '<script>window.dataLayer = [];</script>',
    'window.tagLoaded = (window.tagLoaded || 0) + 1;',
    'javascript:alert(1)',
    'data:text/javascript,alert(1)',
    'blob:https://cdn.example/0b6c',
    'ftp://cdn.example/a.js',
    '//cdn.example/a.js',
    '/analytics.js',
    'cdn.example/a.js',
    'https://',
    'https:///a.js',
    'https://user:pass@cdn.example/a.js',
    'https://cdn.example/a.js"onload="alert(1)',
    "https://cdn.example/a.js'",
    'https://cdn.example/a.js><script>alert(1)</script>',
    'https://cdn.example/a b.js',
    'https://cdn.example/a.js\nalert(1)',
    'https://cdn.example\\@evil.example/a.js',
    `https://cdn.example/${'a'.repeat(SCRIPT_URL_MAX_LENGTH)}.js`,
  ]) {
    expect(storeScriptUrl(bad)).toBeNull();
    expect(isStoreScriptUrl(bad)).toBe(false);
  }
});

test('the settings form schema: optional, and the URL message otherwise', async () => {
  const errorOf = (v: unknown) =>
    scriptUrlSchema()
      .validate(v)
      .then(
        () => null,
        (e: Error) => e.message,
      );
  expect(await errorOf(undefined)).toBeNull();
  expect(await errorOf('')).toBeNull();
  expect(await errorOf(' https://static.ada.support/embed2.js ')).toBeNull();
  expect(await errorOf('<script>alert(1)</script>')).toBe(MESSAGES.url);
  expect(await errorOf('javascript:alert(1)')).toBe(MESSAGES.url);
});
