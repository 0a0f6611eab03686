import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import {
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useNavigate,
} from 'shared/router';
import { resetRouteAnnouncer, RouteAnnouncer } from './RouteAnnouncer';
import { SkipLink } from './SkipLink';

beforeEach(() => resetRouteAnnouncer());

function LaterHeading({ text }: { text: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>{text}</h1> : <p>Loading</p>;
}

function SearchBox() {
  const navigate = useNavigate();
  return (
    <input
      aria-label="Search services"
      type="search"
      onChange={() => navigate('/cart')}
    />
  );
}

function renderApp(route = '/ring-sizing') {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <RouteAnnouncer siteName="Acme Jewelers" timeoutMs={200} />
      <SkipLink />
      <header>
        <Link to="/cart">Cart link</Link>
        <Link to="/checkout">Checkout link</Link>
        <Link to="/track">Track link</Link>
        <SearchBox />
      </header>
      <main id="main-content">
        <Routes>
          <Route path="/ring-sizing" element={<h1>Ring Sizing</h1>} />
          <Route path="/cart" element={<LaterHeading text="Your cart" />} />
          <Route path="/checkout" element={<p>No heading here</p>} />
          <Route path="/track" element={<h1>Ring Sizing</h1>} />
          <Route path="/guarded" element={<Navigate to="/cart" replace />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

// The live region has no role of its own (a second 'status' would clash with the page loaders).
const liveRegion = () =>
  // eslint-disable-next-line testing-library/no-node-access
  document.querySelector<HTMLElement>('[aria-live="polite"]')!;

test('the first load sets the title from the h1 and keeps focus at the top', async () => {
  renderApp();
  await waitFor(() =>
    expect(document.title).toBe('Ring Sizing · Acme Jewelers'),
  );
  expect(document.body).toHaveFocus();
  expect(liveRegion()).toBeEmptyDOMElement();
});

test('a redirect during the first load is still the first load', async () => {
  renderApp('/guarded');
  await waitFor(() => expect(document.title).toBe('Your cart · Acme Jewelers'));
  expect(document.body).toHaveFocus();
  expect(liveRegion()).toBeEmptyDOMElement();
});

test('a remount after the first page (a login switches the tenant) is a page change', async () => {
  const { unmount } = renderApp();
  await waitFor(() =>
    expect(document.title).toBe('Ring Sizing · Acme Jewelers'),
  );
  unmount();
  renderApp('/cart');

  const heading = await screen.findByRole('heading', { name: 'Your cart' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(liveRegion()).toHaveTextContent('Your cart');
});

test("after a route change it focuses the new page's heading, titles and announces it", async () => {
  renderApp();
  await userEvent.click(screen.getByRole('link', { name: 'Cart link' }));

  const heading = await screen.findByRole('heading', { name: 'Your cart' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(heading).toHaveAttribute('tabindex', '-1');
  expect(document.title).toBe('Your cart · Acme Jewelers');
  expect(liveRegion()).toHaveTextContent('Your cart');
});

test('a page without an h1 gets the route default name and focus on <main>', async () => {
  renderApp();
  await userEvent.click(screen.getByRole('link', { name: 'Checkout link' }));

  await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  expect(document.title).toBe('Checkout · Acme Jewelers');
  expect(liveRegion()).toHaveTextContent('Checkout');
});

test('a new page with the same heading text is still announced', async () => {
  renderApp();
  await waitFor(() =>
    expect(document.title).toBe('Ring Sizing · Acme Jewelers'),
  );
  await userEvent.click(screen.getByRole('link', { name: 'Track link' }));

  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Ring Sizing' })).toHaveFocus(),
  );
  expect(liveRegion()).toHaveTextContent('Ring Sizing');
});

test('focus stays in a text field the visitor is typing in', async () => {
  renderApp();
  const search = screen.getByRole('searchbox', { name: 'Search services' });
  await userEvent.click(search);
  await userEvent.paste('ring'); // the header search navigates as the visitor types

  await waitFor(() => expect(document.title).toBe('Your cart · Acme Jewelers'));
  expect(search).toHaveFocus();
});

test('the skip link comes first and moves focus into <main>', async () => {
  renderApp();
  await userEvent.tab();
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skip).toHaveFocus();
  expect(skip).toHaveAttribute('href', '#main-content');

  await userEvent.keyboard('{Enter}');

  expect(screen.getByRole('main')).toHaveFocus();
});
