import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession } from 'shared/session';
import { mockApi, sessionFor, type MockHandler } from 'shared/testing';
import {
  CART_ID,
  cartAnswer,
  guest,
  ok,
  order,
  plans,
  rates,
  renderCheckout,
} from './testing/fixtures';

const ORDERS = 'POST /orders';
const journeyApi = (overrides: Record<string, MockHandler> = {}) =>
  mockApi({
    'GET /carts': cartAnswer(),
    'GET /shipping-rates': ok(rates),
    'GET /insurances': ok([]),
    ...overrides,
  });

const type = async (label: string, text: string) => {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  // paste: one input event per field keeps these long forms fast on a busy machine
  if (text) await userEvent.paste(text);
};

async function fillGuestForm() {
  await type('First name', 'Ada');
  await type('Last name', 'Lovelace');
  await type('Email', 'ada@example.test');
  await type('Phone', '555 123 4567');
  await type('Address line 1', '1 Main St');
  await type('City', 'Springfield');
  await type('State', 'IL');
  await type('ZIP code', '62701');
  await userEvent.click(screen.getByRole('radio', { name: /USPS/ }));
}

const submit = () =>
  userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
const summary = () => screen.getByRole('region', { name: 'Order summary' });

test('a guest without the guest-checkout flag is sent to the checkout login', async () => {
  journeyApi();
  renderCheckout('/checkout', { cartIds: [CART_ID] });
  expect(
    await screen.findByRole('heading', { name: 'Checkout login' }),
  ).toBeInTheDocument();
});

test('the form checks the contact and shipping with the spec messages', async () => {
  const api = journeyApi();
  renderCheckout('/checkout', guest);
  await screen.findByRole('button', { name: 'Continue to payment' });
  await type('First name', 'A');
  await type('Email', 'not-an-email');
  await type('Phone', '12');
  await submit();

  expect(
    await screen.findByText('Please enter 2 to 30 letters and spaces only'),
  ).toBeVisible();
  expect(screen.getByText('Please enter a valid email address')).toBeVisible();
  expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
  expect(
    screen.getAllByText('This field is required').length,
  ).toBeGreaterThanOrEqual(5);
  expect(
    screen.getByText('Please select shipping method to continue.'),
  ).toBeVisible();
  expect(screen.getByLabelText('First name')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(api.callsTo(ORDERS)).toHaveLength(0);
});

test('insurance is offered only when the store has active plans, and the totals follow the choices', async () => {
  journeyApi();
  const { unmount } = renderCheckout('/checkout', guest);
  await screen.findByRole('radio', { name: /Fedex/ });
  expect(
    screen.queryByRole('radiogroup', { name: /insurance/i }),
  ).not.toBeInTheDocument();
  expect(screen.queryByText('Insurance')).not.toBeInTheDocument();
  unmount();

  journeyApi({ 'GET /insurances': ok(plans) });
  renderCheckout('/checkout', guest);
  const carriers = await screen.findByRole('radiogroup', { name: 'Carrier' });
  // names by carrier id (1 Fedex, 2 USPS, other UPS) with their prices
  expect(
    within(carriers).getByRole('radio', { name: 'Fedex $12.00' }),
  ).toBeInTheDocument();
  expect(
    within(carriers).getByRole('radio', { name: 'UPS $10.00' }),
  ).toBeInTheDocument();
  const insurance = screen.getByRole('radiogroup', {
    name: 'Shipping insurance (optional)',
  });
  expect(
    within(insurance).getByRole('radio', { name: 'No insurance' }),
  ).toBeChecked();
  expect(summary()).toHaveTextContent('Total$91.00');

  await userEvent.click(
    within(carriers).getByRole('radio', { name: 'USPS $7.50' }),
  );
  expect(summary()).toHaveTextContent('Shipping$7.50');
  expect(summary()).toHaveTextContent('Total$98.50');
  // the total also sits right above the button (phones stack the summary below it)
  expect(screen.getByRole('form', { name: 'Checkout' })).toHaveTextContent(
    /Total \$98\.50Continue to payment$/,
  );
  // 10% of the $91.00 subtotal
  await userEvent.click(
    within(insurance).getByRole('radio', { name: /Full value/ }),
  );
  expect(summary()).toHaveTextContent('Insurance$9.10');
  expect(summary()).toHaveTextContent('Total$107.60');
});

test("api field errors show on the fields, everything typed is kept, and a retry reuses the order's idempotency key", async () => {
  let attempt = 0;
  const api = journeyApi({
    [ORDERS]: () =>
      ++attempt === 1
        ? {
            status: 400,
            body: {
              code: 'VALIDATION_ERROR',
              message: 'Please check the highlighted fields.',
              errors: {
                'contact.phone': 'This phone number cannot receive calls.',
              },
            },
          }
        : ok({ order }, 201),
  });
  renderCheckout('/checkout', guest);
  await screen.findByRole('radio', { name: /USPS/ });
  await fillGuestForm();
  await submit();

  expect(
    await screen.findByText('This phone number cannot receive calls.'),
  ).toBeVisible();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Please check the highlighted fields.',
  );
  expect(screen.getByLabelText('Phone')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  expect(screen.getByLabelText('City')).toHaveValue('Springfield');
  expect(screen.getByRole('radio', { name: /USPS/ })).toBeChecked();

  const [first] = api.callsTo(ORDERS);
  expect(first?.body).toEqual({
    store_id: 1,
    cart_id: CART_ID,
    idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    is_guest: true,
    contact: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      phone: '555 123 4567',
    },
    shipping_address: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '555 123 4567',
      address_line1: '1 Main St',
      address_line2: '',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
    },
    carrier_id: 2,
    insurance_id: null,
  });

  await submit();
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/checkout/payment/${order.token}`,
    ),
  );
  const calls = api.callsTo(ORDERS);
  expect(calls).toHaveLength(2);
  expect((calls[1]?.body as { idempotency_key: string }).idempotency_key).toBe(
    (first?.body as { idempotency_key: string }).idempotency_key,
  );
  // the emptied guest cart is forgotten; the next order gets a new key
  expect(readSession().cartIds).toEqual([]);
  expect(sessionStorage.length).toBe(0);
});

test('a customer ships to a saved address and an empty cart shows the way back to the services', async () => {
  const api = journeyApi({
    'GET /customers/me/addresses': ok([
      {
        ...order.shipping_address,
        id: 9,
        address_line1: '9 Saved Rd',
        is_default: true,
      },
    ]),
    'GET /customers/me': ok({
      id: 3,
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.test',
      phone: '555 987 6543',
    }),
    [ORDERS]: ({ body }) =>
      (body as { carrier_id: number }).carrier_id === 3
        ? {
            status: 400,
            body: {
              code: 'VALIDATION_ERROR',
              message: 'Please check the form.',
              errors: { cart: 'Your cart is empty.' },
            },
          }
        : ok({ order }, 201),
  });
  const view = renderCheckout(
    '/checkout',
    sessionFor(1, { customer: { id: 3 } }),
  );
  expect(
    await screen.findByRole('radio', { name: /9 Saved Rd/ }),
  ).toBeChecked();
  expect(screen.getByLabelText('First name')).toHaveValue('Jane');
  expect(screen.queryByLabelText('Address line 1')).not.toBeInTheDocument();
  // an error about no field of the form (the cart emptied elsewhere) shows in the alert
  await userEvent.click(screen.getByRole('radio', { name: /UPS/ }));
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please check the form. Your cart is empty.',
  );
  await userEvent.click(screen.getByRole('radio', { name: /Fedex/ }));
  await submit();
  await waitFor(() => expect(api.callsTo(ORDERS)).toHaveLength(2));
  expect(api.callsTo(ORDERS)[1]?.body).toMatchObject({
    is_guest: false,
    address_id: 9,
    carrier_id: 1,
    contact: { first_name: 'Jane', email: 'jane@example.test' },
  });
  expect(api.callsTo(ORDERS)[1]?.body).not.toHaveProperty('cart_id');
  expect(api.callsTo('GET /carts')[0]?.query).toMatchObject({
    customer_id: '3',
  });

  view.unmount();
  api.on({ 'GET /carts': cartAnswer(null) });
  renderCheckout('/checkout', guest);
  expect(await screen.findByText('Your cart is empty.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Shop Services' })).toHaveAttribute(
    'href',
    '/',
  );
});
