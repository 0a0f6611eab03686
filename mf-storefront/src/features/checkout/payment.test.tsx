import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from 'shared/testing';
import {
  CHARGE_TOKEN,
  chargeTarget,
  ok,
  order,
  ORDER_TOKEN,
  orderTarget,
  PAYMENT_REF,
  renderCheckout,
  testConfig,
} from './testing/fixtures';

const PAY = 'POST /payments';
const DECLINED = {
  status: 402,
  body: {
    code: 'PAYMENT_DECLINED',
    message: 'Your card was declined.',
    errors: {},
  },
};
const paymentApi = (target = orderTarget, extra = {}) =>
  mockApi({
    [`GET /payments/targets/${target.token}`]: ok(target),
    'GET /payments/config': ok(testConfig),
    ...extra,
  });

const type = async (label: string, text: string) => {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.paste(text);
};

async function fillCard(number: string, expiry = '12/34', cvc = '123') {
  await type('Name on card', 'Ada Lovelace');
  await type('Card number', number);
  await type('Expiry (MM/YY)', expiry);
  await type('CVC', cvc);
}

const payButton = () => screen.getByRole('button', { name: 'Pay $98.50' });
const keyOf = (body: unknown) =>
  (body as { idempotency_key: string }).idempotency_key;

test('the card is checked here with the same messages as the api, and nothing is sent', async () => {
  const api = paymentApi();
  renderCheckout(`/checkout/payment/${ORDER_TOKEN}`);
  expect(
    await screen.findByRole('heading', { name: 'Pay for your order' }),
  ).toBeVisible();
  expect(screen.getByText('1000042')).toBeVisible();
  expect(
    screen.getByRole('complementary', { name: 'Test cards' }),
  ).toHaveTextContent('4242 4242 4242 4242 succeeds');

  await fillCard('4242424242424241', '0120', '12');
  // typed digits are grouped as on the card
  expect(screen.getByLabelText('Card number')).toHaveValue(
    '4242 4242 4242 4241',
  );
  expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('01/20');
  await userEvent.click(payButton());
  expect(await screen.findByText('Your card number is invalid.')).toBeVisible();
  expect(screen.getByText('Your card has expired.')).toBeVisible();
  expect(
    screen.getByText("Your card's security code is invalid."),
  ).toBeVisible();
  expect(api.callsTo(PAY)).toHaveLength(0);
});

test('a declined card shows the processor message, keeps the card, and another card pays', async () => {
  let attempt = 0;
  const api = paymentApi(orderTarget, {
    [PAY]: () =>
      ++attempt === 1
        ? DECLINED
        : ok(
            {
              status: 'succeeded',
              payment: { id: 7, amount: '98.50' },
              redirect_path: `/thankyou/${ORDER_TOKEN}`,
            },
            201,
          ),
  });
  renderCheckout(`/checkout/payment/${ORDER_TOKEN}`);
  await screen.findByLabelText('Card number');
  await fillCard('4000 0000 0000 0002');
  await userEvent.click(payButton());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your card was declined.',
  );
  expect(screen.getByLabelText('Card number')).toHaveValue(
    '4000 0000 0000 0002',
  );
  expect(screen.getByLabelText('Name on card')).toHaveValue('Ada Lovelace');
  expect(api.callsTo(PAY)[0]?.body).toEqual({
    token: ORDER_TOKEN,
    idempotency_key: expect.any(String),
    card: {
      number: '4000000000000002',
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
      name: 'Ada Lovelace',
    },
  });

  await type('Card number', '4242424242424242');
  await userEvent.click(payButton());
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/thankyou/${ORDER_TOKEN}`,
    ),
  );
  const [declined, paid] = api.callsTo(PAY);
  // a declined payment is final: the next attempt is a new payment
  expect(keyOf(paid?.body)).not.toBe(keyOf(declined?.body));
});

test('a card that needs authentication goes to the middle page; Stripe leaves for Stripe Checkout', async () => {
  paymentApi(orderTarget, {
    [PAY]: ok(
      {
        status: 'requires_action',
        redirect_url: `/middle_page?payment=${PAYMENT_REF}`,
      },
      201,
    ),
    [`POST /payments/${PAYMENT_REF}/confirm`]: ok({
      status: 'succeeded',
      redirect_path: `/thankyou/${ORDER_TOKEN}`,
    }),
    [`GET /orders/by-token/${ORDER_TOKEN}`]: ok(order),
  });
  const { unmount } = renderCheckout(`/checkout/payment/${ORDER_TOKEN}`);
  await screen.findByLabelText('Card number');
  await fillCard('4000 0027 6000 3184');
  await userEvent.click(payButton());
  expect(
    await screen.findByRole('heading', { name: 'Thank you for your order!' }),
  ).toBeVisible();
  unmount();

  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const api = paymentApi(orderTarget, {
    'GET /payments/config': ok({ provider: 'stripe' }),
    [PAY]: ok(
      {
        status: 'requires_action',
        redirect_url: 'https://checkout.stripe.com/c/pay/cs_test_1',
      },
      201,
    ),
  });
  renderCheckout(`/checkout/payment/${ORDER_TOKEN}`);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Pay with Stripe' }),
  );
  await waitFor(() => expect(api.callsTo(PAY)).toHaveLength(1));
  expect(api.callsTo(PAY)[0]?.body).not.toHaveProperty('card');
  // jsdom cannot leave the document; it reports the attempt instead
  await waitFor(() =>
    expect(errors.mock.calls.flat().map(String).join(' ')).toMatch(
      /Not implemented: navigation/,
    ),
  );
  expect(screen.getByTestId('location')).toHaveTextContent(
    `/checkout/payment/${ORDER_TOKEN}`,
  );
  errors.mockRestore();
});

test.each([
  [
    'store_owner',
    'additional',
    '/additional-payment',
    'This additional charge was requested by the store owner.',
  ],
  [
    'vendor',
    'extra',
    '/extra-charge-payment',
    'This extra charge was requested by the vendor.',
  ],
] as const)(
  'a charge requested by the %s says who asked for it',
  async (by, kind, path, banner) => {
    paymentApi(chargeTarget(by, kind));
    renderCheckout(`${path}/${CHARGE_TOKEN}`);
    expect(await screen.findByText(banner)).toBeVisible();
    expect(screen.getByText('Reason: Extra prong needed')).toBeVisible();
    expect(screen.getByText('For: Ring resizing')).toBeVisible();
    expect(screen.queryByText(/WO-/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $25.00' })).toBeVisible();
  },
);

test('an order paid meanwhile says so and links to its confirmation', async () => {
  paymentApi(orderTarget, {
    [PAY]: {
      status: 409,
      body: {
        code: 'ALREADY_PAID',
        message: 'This order is already paid.',
        errors: {},
      },
    },
  });
  renderCheckout(`/checkout/payment/${ORDER_TOKEN}`);
  await screen.findByLabelText('Card number');
  await fillCard('4242 4242 4242 4242');
  await userEvent.click(payButton());
  expect(
    await screen.findByText('This order has already been paid.'),
  ).toBeVisible();
  expect(
    screen.getByRole('link', { name: 'View confirmation' }),
  ).toHaveAttribute('href', `/thankyou/${ORDER_TOKEN}`);
});

test('a code used up by another payment meanwhile: the message shows and the card stays as typed', async () => {
  paymentApi(orderTarget, {
    [PAY]: {
      status: 409,
      body: {
        code: 'DISCOUNT.USED_UP',
        message: 'This discount code has been used up.',
        errors: { discount_code: 'This discount code has been used up.' },
      },
    },
  });
  renderCheckout(`/checkout/payment/${ORDER_TOKEN}`);
  await screen.findByLabelText('Card number');
  await fillCard('4242 4242 4242 4242');
  await userEvent.click(payButton());
  expect(
    await screen.findByText('This discount code has been used up.'),
  ).toBeVisible();
  expect(screen.queryByText('This order has already been paid.')).toBeNull();
  expect(screen.getByLabelText('Card number')).toHaveValue(
    '4242 4242 4242 4242',
  );
});
