import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared/testing';
import {
  apiError,
  orderFixture,
  renderAccount,
} from './testing/accountFixtures';

const ALREADY =
  'Thank you, feedback for this order has already been submitted.';
const target = (overrides = {}) => ({
  body: {
    order_no: '1000001',
    store_name: 'Acme Jewelers',
    status: 'completed',
    lines: orderFixture().lines,
    submitted: false,
    ...overrides,
  },
});

async function rateAndSend(stars: number, comment = '') {
  const rating = await screen.findByRole('radiogroup', { name: 'Rating' });
  await userEvent.click(within(rating).getAllByRole('radio')[stars - 1]!);
  if (comment) await userEvent.type(screen.getByLabelText('Comment'), comment);
  await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
}

test('shows the order and sends a rating with a comment once', async () => {
  const api = mockApi({
    'GET /feedback/fb1': target(),
    'POST /feedback/fb1': { status: 201, body: {} },
  });
  renderAccount('/feedback/fb1');

  expect(
    await screen.findByRole('heading', { name: 'Feedback for order 1000001' }),
  ).toBeVisible();
  expect(screen.getByText('Ring resizing')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByText('Please choose a rating.')).toBeVisible();
  expect(api.callsTo('POST /feedback/fb1')).toHaveLength(0);

  await rateAndSend(4, 'Lovely work');

  expect(await screen.findByText('Thank you for your feedback!')).toBeVisible();
  expect(
    screen.queryByRole('button', { name: 'Send feedback' }),
  ).not.toBeInTheDocument();
  const [sent] = api.callsTo('POST /feedback/fb1');
  expect(sent?.body).toEqual({ rating: 4, comment: 'Lovely work' });
  // The api answers a token only on its own store, so both calls name the storefront's store.
  expect(sent?.query).toEqual({ store_id: '1' });
  expect(api.callsTo('GET /feedback/fb1')[0]?.query).toEqual({
    store_id: '1',
  });
});

test('feedback already given shows the thank-you note and no form', async () => {
  mockApi({ 'GET /feedback/fb1': target({ submitted: true, rating: 5 }) });
  renderAccount('/feedback/fb1');

  expect(await screen.findByText(ALREADY)).toBeVisible();
  expect(
    screen.queryByRole('radiogroup', { name: 'Rating' }),
  ).not.toBeInTheDocument();
});

test('feedback given meanwhile (409) shows the same note', async () => {
  mockApi({
    'GET /feedback/fb1': target(),
    'POST /feedback/fb1': apiError(409, ALREADY, {}, 'FEEDBACK_EXISTS'),
  });
  renderAccount('/feedback/fb1');

  await rateAndSend(2);

  expect(await screen.findByText(ALREADY)).toBeVisible();
  expect(
    screen.queryByRole('button', { name: 'Send feedback' }),
  ).not.toBeInTheDocument();
});

test('an order that is not complete yet says so', async () => {
  mockApi({ 'GET /feedback/fb1': target({ status: 'shipped' }) });
  renderAccount('/feedback/fb1');

  expect(
    await screen.findByText('Feedback opens when your order is complete.'),
  ).toBeVisible();
  expect(
    screen.queryByRole('button', { name: 'Send feedback' }),
  ).not.toBeInTheDocument();
});

test('an unknown link shows the not-found page', async () => {
  mockApi({ 'GET /feedback/nope': apiError(404, 'Not found.') });
  renderAccount('/feedback/nope');

  expect(await screen.findByText('This page does not exist')).toBeVisible();
});
