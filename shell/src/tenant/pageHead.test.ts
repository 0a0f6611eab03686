import { resetPageHead, syncPageHead } from './pageHead';

const HEAD = [
  '<link rel="canonical" href="http://acme.localhost/services/4">',
  '<meta name="description" content="Repair a broken chain.">',
  '<meta name="store-description" content="Jewelry repair by master jewelers.">',
  '<meta property="og:url" content="http://acme.localhost/services/4">',
  '<meta property="og:title" content="Chain Soldering · Acme">',
  '<meta property="og:description" content="Repair a broken chain.">',
  '<meta name="twitter:title" content="Chain Soldering · Acme">',
].join('');

const content = (selector: string) =>
  document.querySelector(selector)?.getAttribute('content');

beforeEach(() => {
  resetPageHead();
  document.head.innerHTML = HEAD;
});

test('the first page keeps its own description; another page gets its address, title and the store description', () => {
  syncPageHead('/services/4', 'Chain Soldering · Acme');
  expect(content('meta[name="description"]')).toBe('Repair a broken chain.');
  syncPageHead('/cart/', 'Cart · Acme');
  expect(
    document.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href,
  ).toBe('http://acme.localhost/cart');
  expect(content('meta[property="og:url"]')).toBe('http://acme.localhost/cart');
  expect(content('meta[property="og:title"]')).toBe('Cart · Acme');
  expect(content('meta[name="twitter:title"]')).toBe('Cart · Acme');
  expect(content('meta[name="description"]')).toBe(
    'Jewelry repair by master jewelers.',
  );
  expect(content('meta[property="og:description"]')).toBe(
    'Jewelry repair by master jewelers.',
  );
});

test('a page without a server-written head is left alone', () => {
  document.head.innerHTML = '';
  syncPageHead('/cart', 'Cart');
  expect(document.head.innerHTML).toBe('');
});
