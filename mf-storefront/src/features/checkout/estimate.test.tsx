import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession } from 'shared/session';
import { mockApi } from 'shared/testing';
import {
  CART_ID,
  cartAnswer,
  estimate,
  ok,
  renderCheckout,
} from './testing/fixtures';

const ESTIMATES = 'POST /estimates';
const guestCart = { cartIds: [CART_ID] };

const type = async (label: string, text: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
};

test('the request-estimate page explains the estimate and leads to the estimate checkout', async () => {
  mockApi({ 'GET /carts': cartAnswer() });
  renderCheckout('/request-estimate', guestCart);
  expect(
    await screen.findByRole('listitem', { name: 'Ring resizing' }),
  ).toBeVisible();
  expect(
    screen.getByRole('heading', { name: 'Request an estimate' }),
  ).toBeVisible();
  expect(
    screen.getByRole('link', { name: 'Request an estimate' }),
  ).toHaveAttribute('href', '/estimate-checkout');
});

test('a guest requests an estimate for the cart and sees its number', async () => {
  let attempt = 0;
  const api = mockApi({
    'GET /carts': cartAnswer(),
    [ESTIMATES]: () =>
      ++attempt === 1
        ? {
            status: 400,
            body: {
              code: 'VALIDATION_ERROR',
              message: 'Please check the form.',
              errors: { 'contact.email': 'This email cannot receive mail.' },
            },
          }
        : ok({ estimate }, 201),
    [`GET /estimates/by-token/${estimate.token}`]: ok(estimate),
  });
  renderCheckout('/estimate-checkout', guestCart);
  await screen.findByRole('listitem', { name: 'Ring resizing' });
  await userEvent.click(
    screen.getByRole('button', { name: 'Request estimate' }),
  );
  expect((await screen.findAllByText('This field is required')).length).toBe(4);
  expect(api.callsTo(ESTIMATES)).toHaveLength(0);

  await type('First name', 'Ada');
  await type('Last name', 'Lovelace');
  await type('Email', 'ada@example.test');
  await type('Phone', '+1 555 123 4567');
  await type('Notes', 'Before Friday please');
  await userEvent.click(
    screen.getByRole('button', { name: 'Request estimate' }),
  );
  expect(
    await screen.findByText('This email cannot receive mail.'),
  ).toBeVisible();
  expect(screen.getByLabelText('Notes')).toHaveValue('Before Friday please');

  await userEvent.click(
    screen.getByRole('button', { name: 'Request estimate' }),
  );
  expect(await screen.findByLabelText('Estimate number')).toHaveTextContent(
    '2000007',
  );
  const [first, second] = api.callsTo(ESTIMATES);
  expect(second?.body).toEqual({
    store_id: 1,
    cart_id: CART_ID,
    idempotency_key: (first?.body as { idempotency_key: string })
      .idempotency_key,
    contact: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      phone: '+1 555 123 4567',
    },
    notes: 'Before Friday please',
  });
  await waitFor(() => expect(readSession().cartIds).toEqual([]));
});
