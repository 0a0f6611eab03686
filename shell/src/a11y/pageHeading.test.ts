import { addCatalogue } from 'shared/i18n';
import type { MountedPages } from '../pages/hostPages';
import { FAKE_PAGES } from '../testing/fakePages';
import {
  findPageHeading,
  focusWithoutScroll,
  headingText,
  mayMoveFocus,
  waitForPageHeading,
} from './pageHeading';
import { defaultPageName, pageTitle } from './pageNames';

afterEach(() => {
  document.body.innerHTML = '';
});

const h1 = (text: string) => {
  const heading = document.createElement('h1');
  heading.textContent = text;
  return heading;
};

test('the page heading is the h1 inside <main>, not one in the header', () => {
  document.body.innerHTML =
    '<header><h1>Acme</h1></header><main><h1>Ring Sizing</h1></main>';
  expect(findPageHeading()).toHaveTextContent('Ring Sizing');
});

test('waits for an h1 that the page renders later', async () => {
  document.body.innerHTML = '<main><p>Loading</p></main>';
  const found = waitForPageHeading({ timeoutMs: 1000 });
  setTimeout(() => document.querySelector('main')!.append(h1('Cart')), 10);
  expect(await found).toHaveTextContent('Cart');
});

test("skips the previous page's heading until the new page's replaces it", async () => {
  document.body.innerHTML = '<main></main>';
  const old = h1('Ring Sizing');
  document.querySelector('main')!.append(old);
  const found = waitForPageHeading({
    previous: { element: old, text: 'Ring Sizing' },
    timeoutMs: 1000,
  });
  setTimeout(() => {
    old.textContent = 'Cart';
  }, 10);
  expect(await found).toBe(old);
  expect(old).toHaveTextContent('Cart');
});

test('gives up after the timeout when the page has no h1', async () => {
  document.body.innerHTML = '<main><p>No heading</p></main>';
  expect(await waitForPageHeading({ timeoutMs: 20 })).toBeNull();
});

test('an abort ends the wait', async () => {
  const controller = new AbortController();
  const found = waitForPageHeading({
    timeoutMs: 10000,
    signal: controller.signal,
  });
  controller.abort();
  expect(await found).toBeNull();
});

test('focuses a heading without making it tabbable', () => {
  document.body.innerHTML = '<main><h1>Cart</h1></main>';
  const heading = findPageHeading()!;
  focusWithoutScroll(heading);
  expect(heading).toHaveFocus();
  expect(heading).toHaveAttribute('tabindex', '-1');
});

test('focus stays where the visitor types or where the new page put it', () => {
  document.body.innerHTML =
    '<header><input type="search" /></header><main><button>Go</button><input /></main>';
  const [search, field] = document.querySelectorAll('input');
  const button = document.querySelector('button')!;
  expect(mayMoveFocus(null)).toBe(true); // body
  search!.focus();
  expect(mayMoveFocus(search!)).toBe(false);
  button.focus();
  expect(mayMoveFocus(button)).toBe(true); // the link or button that navigated
  expect(mayMoveFocus(field!)).toBe(false); // the page focused its own button
});

test('focus stays on the header or the panel it opened when the person went there after the navigation', () => {
  document.body.innerHTML =
    '<nav><a href="/x">Work orders</a></nav><header><button>Notifications</button></header>' +
    '<main></main><div class="ant-popover"><button>Watching</button></div>';
  const [link] = document.querySelectorAll('a');
  const [bell, tab] = document.querySelectorAll('button');
  link!.focus();
  expect(mayMoveFocus(link!)).toBe(true); // still on the menu link that navigated
  bell!.focus();
  expect(mayMoveFocus(link!)).toBe(false); // the bell, opened while the page loaded
  tab!.focus();
  expect(mayMoveFocus(link!)).toBe(false); // inside the bell's panel
});

const SHOP: MountedPages[] = [
  { remote: 'storefront', base: '', pages: FAKE_PAGES.storefront },
];
const PORTAL: MountedPages[] = [
  { remote: 'storePortal', base: '/portal', pages: FAKE_PAGES.storePortal },
];
addCatalogue('fakeShop', {
  en: {},
  es: { pages: { home: 'Portada', basket: 'Cesta' } },
});

test.each([
  ['/', SHOP, 'Home page'],
  ['/basket/3', SHOP, 'Basket'],
  ['/portal/welcome', PORTAL, 'Welcome aboard'],
  ['/portal/sales-orders/12', PORTAL, 'Sales Orders'],
  ['/12', SHOP, 'Page'],
  ['/', [], 'Page'],
])(
  'the default name of %s is its declared title, else its first word',
  (path, mounted, name) => {
    const kind = mounted === PORTAL ? 'store-portal' : 'storefront';
    expect(defaultPageName(path, 'en', mounted, kind)).toBe(name);
  },
);

test.each([
  ['/', 'Portada'],
  ['/basket', 'Cesta'],
  ['/12', 'Página'],
])(
  'in Spanish the default name of %s is %s (the remote’s catalogue)',
  (path, name) => {
    expect(defaultPageName(path, 'es', SHOP)).toBe(name);
  },
);

test('titles read page · site', () => {
  expect(pageTitle('Ring Sizing', 'Acme Jewelers')).toBe(
    'Ring Sizing · Acme Jewelers',
  );
  expect(pageTitle('Acme Jewelers', 'Acme Jewelers')).toBe('Acme Jewelers');
});

test("a sub-page sharing its page's heading is named by the heading's data-page-title, and is a new page when that changes", async () => {
  document.body.innerHTML =
    '<main><h1 data-page-title="Orders · My Account">My  Account</h1></main>';
  const heading = findPageHeading()!;
  expect(headingText(heading)).toBe('Orders · My Account');
  const started = Date.now();
  const found = waitForPageHeading({
    previous: { element: heading, text: 'Orders · My Account' },
    timeoutMs: 3000,
  });
  setTimeout(
    () => heading.setAttribute('data-page-title', 'Profile · My Account'),
    10,
  );
  const next = await found;
  expect(next && headingText(next)).toBe('Profile · My Account');
  expect(Date.now() - started).toBeLessThan(2000); // seen at once, not at the timeout
  heading.removeAttribute('data-page-title');
  expect(headingText(heading)).toBe('My Account');
});
