import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared/testing';
import { MESSAGES } from 'shared/validation';
import {
  cartAnswer,
  guest,
  ok,
  order,
  rates,
  renderCheckout,
} from './testing/fixtures';

// The checkout's contact form takes names as people write them, in any script.

const ORDERS = 'POST /orders';

const type = async (label: string, text: string) => {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.paste(text);
};

async function fillGuestForm(first: string, last: string) {
  await type('First name', first);
  await type('Last name', last);
  await type('Email', 'zoe@example.test');
  await type('Phone', '555 123 4567');
  await type('Address line 1', '1 Main St');
  await type('City', 'Springfield');
  await type('State', 'IL');
  await type('ZIP code', '62701');
  await userEvent.click(screen.getByRole('radio', { name: /USPS/ }));
}

const submit = () =>
  userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

test('a guest named "Zoë Ñúñez" (or "李雷") checks out with the name as typed', async () => {
  const api = mockApi({
    'GET /carts': cartAnswer(),
    'GET /shipping-rates': ok(rates),
    'GET /insurances': ok([]),
    [ORDERS]: () => ok({ order }, 201),
  });
  renderCheckout('/checkout', guest);
  await screen.findByRole('radio', { name: /USPS/ });

  await fillGuestForm('R2D2', '李雷');
  await submit();
  expect(await screen.findByText(MESSAGES.name)).toBeVisible();
  expect(screen.getByLabelText('First name')).toHaveValue('R2D2');
  expect(api.callsTo(ORDERS)).toHaveLength(0);

  await type('First name', 'Zoë Ñúñez');
  await submit();
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/checkout/payment/${order.token}`,
    ),
  );
  expect(screen.queryByText(MESSAGES.name)).not.toBeInTheDocument();
  const [call] = api.callsTo(ORDERS);
  expect(call?.body).toMatchObject({
    contact: { first_name: 'Zoë Ñúñez', last_name: '李雷' },
    shipping_address: { first_name: 'Zoë Ñúñez', last_name: '李雷' },
  });
});
