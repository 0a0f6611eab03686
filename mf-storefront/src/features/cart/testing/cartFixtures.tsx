// Cart fixtures and the page render used by the cart tests.
import { screen } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { renderWithProviders } from 'shared/testing';
import type { Cart, CartItem } from 'shared/cart';
import { CartPage } from '../CartPage';

export const CART_ID = 'guestCart_0123456789abcdefghijkl';

export const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 11,
  service: { id: 1, name: 'Ring resizing', image: null },
  quantity: 1,
  answers: { '5': 2, '6': 'Engrave me' },
  unit_price: '45.5',
  line_total: '45.50',
  ...overrides,
});

export const cartOf = (items: CartItem[], subtotal: string): Cart => ({
  cart_id: CART_ID,
  items,
  item_count: items.reduce((n, i) => n + i.quantity, 0),
  subtotal,
});

export const twoLines = cartOf(
  [
    item(),
    item({
      id: 12,
      service: { id: 2, name: 'Watch battery', image: '/battery.png' },
      quantity: 2,
      answers: {},
      unit_price: '10.00',
      line_total: '20.00',
    }),
  ],
  '65.50',
);

export const ok = (data: Cart) => ({ body: { status: 200, data } });

export const renderCart = (session = { cartIds: ['older', CART_ID] }) =>
  renderWithProviders(
    <Routes>
      <Route path="/cart" element={<CartPage />} />
    </Routes>,
    { route: '/cart', session },
  );

export const lineOf = (name: string) =>
  screen.getByRole('listitem', { name }) as HTMLElement;
