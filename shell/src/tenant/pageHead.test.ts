import { PAGE_HEAD_PATH, resetPageHead, syncPageHead } from './pageHead';

const HEAD = [
  '<link rel="canonical" href="http://acme.localhost/services/4">',
  '<meta name="description" content="Repair a broken chain.">',
  '<meta property="og:url" content="http://acme.localhost/services/4">',
  '<meta property="og:title" content="Chain Soldering · Acme">',
  '<meta property="og:description" content="Repair a broken chain.">',
  '<meta property="og:image" content="http://acme.localhost/chain.png">',
  '<meta name="twitter:card" content="summary_large_image">',
  '<meta name="twitter:title" content="Chain Soldering · Acme">',
  '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
  '<script type="application/ld+json" data-page>{"@type":"Service"}</script>',
].join('');

// What the shell's server answers for the cart and for an unknown page (its /page-head.json).
const ANSWERS: Record<string, unknown> = {
  '/cart': {
    status: 200,
    description: 'Jewelry repair by master jewelers.',
    image: null,
    robots: 'noindex',
    structured: [{ '@type': 'LocalBusiness' }],
  },
};

const structured = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (el) => (JSON.parse(el.textContent ?? '') as { '@type': string })['@type'],
  );

const content = (selector: string) =>
  document.querySelector(selector)?.getAttribute('content');

let asked: string[] = [];
beforeEach(() => {
  resetPageHead();
  document.head.innerHTML = HEAD;
  asked = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://acme.localhost');
    if (url.pathname !== PAGE_HEAD_PATH) throw new Error(`asked ${url.href}`);
    const path = url.searchParams.get('path') ?? '';
    asked.push(path);
    const answer = ANSWERS[path];
    // jsdom has no Response: the two members the code reads.
    return Promise.resolve({
      ok: Boolean(answer),
      json: () => Promise.resolve(answer),
    } as Response);
  });
});

test("another page gets its own address, title, description, picture, robots rule and structured data; the first page's come back with it", async () => {
  await syncPageHead('/services/4', 'Chain Soldering · Acme');
  expect(asked).toEqual([]); // the first page's head is the server's own
  await syncPageHead('/cart/', 'Cart · Acme');
  expect(
    document.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href,
  ).toBe('http://acme.localhost/cart');
  expect(content('meta[property="og:url"]')).toBe('http://acme.localhost/cart');
  expect(content('meta[property="og:title"]')).toBe('Cart · Acme');
  expect(content('meta[name="twitter:title"]')).toBe('Cart · Acme');
  for (const selector of [
    'meta[name="description"]',
    'meta[property="og:description"]',
    'meta[name="twitter:description"]',
  ])
    expect(content(selector)).toBe('Jewelry repair by master jewelers.');
  expect(content('meta[property="og:image"]')).toBeUndefined();
  expect(content('meta[name="twitter:card"]')).toBe('summary');
  expect(content('meta[name="robots"]')).toBe('noindex');
  expect(structured()).toEqual(['LocalBusiness']);

  await syncPageHead('/services/4', 'Chain Soldering · Acme');
  expect(content('meta[name="description"]')).toBe('Repair a broken chain.');
  expect(content('meta[property="og:image"]')).toBe(
    'http://acme.localhost/chain.png',
  );
  expect(content('meta[name="robots"]')).toBeUndefined();
  expect(structured()).toEqual(['LocalBusiness', 'Service']);
  // A page asked for once is not asked for again.
  await syncPageHead('/cart', 'Cart · Acme');
  expect(asked).toEqual(['/cart']);
});

test('a page the server cannot describe keeps the head it has and is asked for again later', async () => {
  await syncPageHead('/services/4', 'Chain Soldering · Acme');
  await syncPageHead('/gone', 'Gone · Acme');
  expect(content('meta[name="description"]')).toBe('Repair a broken chain.');
  await syncPageHead('/services/4', 'Chain Soldering · Acme');
  await syncPageHead('/gone', 'Gone · Acme');
  expect(asked).toEqual(['/gone', '/gone']);
});

test('a page without a server-written head is left alone', async () => {
  document.head.innerHTML = '';
  await syncPageHead('/cart', 'Cart');
  expect(document.head.innerHTML).toBe('');
  expect(asked).toEqual([]);
});
