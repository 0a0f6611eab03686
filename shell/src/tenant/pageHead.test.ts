import { resetPageHead, syncPageHead } from './pageHead';

const HEAD = [
  '<link rel="canonical" href="http://acme.localhost/services/4">',
  '<meta name="description" content="Repair a broken chain.">',
  '<meta name="store-description" content="Jewelry repair by master jewelers.">',
  '<meta property="og:url" content="http://acme.localhost/services/4">',
  '<meta property="og:title" content="Chain Soldering · Acme">',
  '<meta property="og:description" content="Repair a broken chain.">',
  '<meta name="twitter:title" content="Chain Soldering · Acme">',
  '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
  '<script type="application/ld+json" data-page>{"@type":"Service"}</script>',
].join('');

const structured = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (el) => (JSON.parse(el.textContent ?? '') as { '@type': string })['@type'],
  );

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
  // The service's structured data leaves with its page and comes back with it; the store's stays.
  expect(structured()).toEqual(['LocalBusiness']);
  syncPageHead('/services/4', 'Chain Soldering · Acme');
  expect(structured()).toEqual(['LocalBusiness', 'Service']);
});

test('a page without a server-written head is left alone', () => {
  document.head.innerHTML = '';
  syncPageHead('/cart', 'Cart');
  expect(document.head.innerHTML).toBe('');
});
