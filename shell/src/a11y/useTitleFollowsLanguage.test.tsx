import { act, render, screen, waitFor } from '@testing-library/react';
import { setLanguage, useLanguage } from 'shared/i18n';
import { MemoryRouter, Route, Routes } from 'shared/router';
import { resetRouteAnnouncer, RouteAnnouncer } from './RouteAnnouncer';

beforeEach(() => resetRouteAnnouncer());
afterEach(async () => {
  await act(() => setLanguage('en'));
});

function CartPage() {
  const language = useLanguage();
  return <h1>{language === 'es' ? 'Carrito' : 'Cart'}</h1>;
}

test('switching language retitles the tab at once, without moving focus or announcing', async () => {
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <RouteAnnouncer siteName="Acme Jewelers" timeoutMs={200} />
      <button type="button">Idioma</button>
      <main>
        <Routes>
          <Route path="/cart" element={<CartPage />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
  await waitFor(() => expect(document.title).toBe('Cart · Acme Jewelers'));
  const control = screen.getByRole('button', { name: 'Idioma' });
  control.focus();

  await act(() => setLanguage('es'));
  await waitFor(() => expect(document.title).toBe('Carrito · Acme Jewelers'), {
    timeout: 100, // well before the heading wait's timeout
  });
  expect(control).toHaveFocus();
  // Only the heading says it: the live region announced nothing.
  expect(screen.getAllByText('Carrito')).toHaveLength(1);
});
