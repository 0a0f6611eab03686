import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockHandler, type MockResponse } from 'shared/testing';
import {
  CART_ID,
  cartAnswer,
  guest,
  ok,
  rates,
  renderCheckout,
} from './testing/fixtures';

// The discount code on the checkout summary: the api prices it for the cart; the
// summary shows the discount line and the new total; the order names the code, never an amount.

const CHECK = 'POST /discounts/check';
const quote = {
  code: 'WELCOME10',
  kind: 'percent',
  value: '10.00',
  subtotal: '91.00',
  amount: '9.10',
};
const used = (message: string, status = 409): MockResponse => ({
  status,
  body: {
    code: 'DISCOUNT.USED_UP',
    message,
    errors: { discount_code: message },
  },
});
const journeyApi = (overrides: Record<string, MockHandler> = {}) =>
  mockApi({
    'GET /carts': cartAnswer(),
    'GET /shipping-rates': ok(rates),
    'GET /insurances': ok([]),
    ...overrides,
  });
const summary = () => screen.getByRole('region', { name: 'Order summary' });
const codeField = () => screen.getByLabelText('Discount code');

async function typeCode(code: string) {
  await userEvent.clear(codeField());
  await userEvent.click(codeField());
  await userEvent.paste(code);
}

test('a refused code shows the api’s words under the field and keeps what was typed; a good one shows its line and the new total', async () => {
  const api = journeyApi({
    [CHECK]: (call) =>
      (call.body as { code: string }).code === 'LAST1'
        ? used('This discount code has been used up.')
        : ok(quote),
  });
  renderCheckout('/checkout', guest);
  await screen.findByRole('radio', { name: /USPS/ });
  await userEvent.click(screen.getByRole('radio', { name: /USPS/ }));
  expect(summary()).toHaveTextContent('Total$98.50');

  await typeCode('LAST1');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(
    await screen.findByText('This discount code has been used up.'),
  ).toBeVisible();
  expect(codeField()).toHaveValue('LAST1');
  expect(codeField()).toHaveAttribute('aria-invalid', 'true');
  expect(summary()).toHaveTextContent('Total$98.50');

  await typeCode('welcome10');
  await userEvent.type(codeField(), '{Enter}');
  expect(await screen.findByText('WELCOME10 applied: $9.10 off')).toBeVisible();
  expect(summary()).toHaveTextContent('Discount (WELCOME10)−$9.10');
  // 91.00 − 9.10 + 7.50 shipping
  expect(summary()).toHaveTextContent('Total$89.40');
  expect(screen.getByRole('form', { name: 'Checkout' })).toHaveTextContent(
    /Total \$89\.40Continue to payment$/,
  );
  expect(api.callsTo(CHECK).map((c) => c.body)).toEqual([
    { store_id: 1, code: 'LAST1', cart_id: CART_ID },
    { store_id: 1, code: 'welcome10', cart_id: CART_ID },
  ]);

  await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
  expect(summary()).toHaveTextContent('Total$98.50');
  expect(codeField()).toHaveValue('');
});

test('the order sends the applied code (no amount); a code the order refuses shows under the field, all typed kept', async () => {
  const api = journeyApi({
    [CHECK]: ok(quote),
    'POST /orders': used('This discount code has been used up.'),
  });
  renderCheckout('/checkout', guest);
  await screen.findByRole('radio', { name: /USPS/ });
  const fill = async (label: string, text: string) => {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(text);
  };
  await fill('First name', 'Ada');
  await fill('Last name', 'Lovelace');
  await fill('Email', 'ada@example.test');
  await fill('Phone', '555 123 4567');
  await fill('Address line 1', '1 Main St');
  await fill('City', 'Springfield');
  await fill('State', 'IL');
  await fill('ZIP code', '62701');
  await userEvent.click(screen.getByRole('radio', { name: /USPS/ }));
  await typeCode('WELCOME10');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await screen.findByText('WELCOME10 applied: $9.10 off');
  expect(api.callsTo(CHECK)[0]!.body).toMatchObject({
    email: 'ada@example.test',
  });

  await userEvent.click(
    screen.getByRole('button', { name: 'Continue to payment' }),
  );
  await waitFor(() =>
    expect(codeField()).toHaveAccessibleDescription(
      'This discount code has been used up.',
    ),
  );
  expect(codeField()).toHaveValue('WELCOME10');
  expect(screen.getByLabelText('City')).toHaveValue('Springfield');
  const [first] = api.callsTo('POST /orders');
  expect(first!.body).toMatchObject({ discount_code: 'WELCOME10' });
  expect(JSON.stringify(first!.body)).not.toContain('9.10');
});
