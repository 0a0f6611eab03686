import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared/testing';
import {
  customerSession,
  janeAddress,
  orderFixture,
  renderAccount,
} from './testing/accountFixtures';

// My Account's sub-pages share its heading; each names itself in the heading's data-page-title,
// which the shell titles the tab and announces the page with.

const pageTitle = () =>
  screen
    .getByRole('heading', { level: 1, name: 'My Account' })
    .getAttribute('data-page-title');

test("each of My Account's sub-pages has its own title", async () => {
  const user = userEvent.setup();
  mockApi({
    'GET /customers/me/orders': {
      body: { count: 1, next: null, results: [orderFixture()] },
    },
    'GET /customers/me/orders/1000001': { body: orderFixture() },
    'GET /customers/me/addresses': { body: [janeAddress] },
    'GET /customers/me': {
      body: {
        id: 1,
        first_name: 'Jane',
        last_name: 'Doe',
        email: 'jane@example.test',
        phone: null,
      },
    },
  });
  renderAccount('/myaccount/orders', customerSession());
  await screen.findByRole('row', { name: /1000001/ });
  expect(pageTitle()).toBe('Orders · My Account');

  await user.click(screen.getByRole('link', { name: '1000001' }));
  await screen.findByRole('heading', { level: 2, name: 'Order 1000001' });
  expect(pageTitle()).toBe('Order 1000001 · My Account');

  await user.click(screen.getByRole('link', { name: 'Addresses' }));
  await screen.findByRole('listitem', { name: /1 Main Street/ });
  expect(pageTitle()).toBe('Addresses · My Account');

  await user.click(screen.getByRole('link', { name: 'Profile' }));
  await screen.findByDisplayValue('Jane');
  expect(pageTitle()).toBe('Profile · My Account');
});
