import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatOrderDate } from 'shared/dates';
import { acmeStoreSettings, mockApi } from 'shared/testing';
import {
  CHARGE_TOKEN,
  chargeTarget,
  estimate,
  ok,
  order,
  ORDER_TOKEN,
  PAYMENT_REF,
  renderCheckout,
  TRACKING_TOKEN,
} from './testing/fixtures';

const paidOrder = {
  ...order,
  payment_status: 'paid' as const,
  paid_on: '2026-11-20T15:10:00.000Z',
  insurance: { id: 4, name: 'Basic cover', amount: '5.00' },
  insurance_amount: '5.00',
  total: '103.50',
};

test('the order thank-you page shows the order number, lines with choices, totals and the way to track it', async () => {
  mockApi({ [`GET /orders/by-token/${ORDER_TOKEN}`]: ok(paidOrder) });
  renderCheckout(`/thankyou/${ORDER_TOKEN}`);
  expect(
    await screen.findByRole('heading', { name: 'Thank you for your order!' }),
  ).toBeVisible();
  expect(screen.getByLabelText('Order number')).toHaveTextContent('1000042');
  expect(screen.getAllByText(formatOrderDate(order.created_on))).toHaveLength(
    2,
  ); // placed and paid
  const line = screen.getByRole('listitem', { name: 'Ring resizing' });
  expect(line).toHaveTextContent('2 × $45.50');
  expect(line).toHaveTextContent('MetalGold');
  const summary = screen.getByRole('region', { name: 'Order summary' });
  expect(summary).toHaveTextContent('Shipping (USPS)$7.50');
  expect(summary).toHaveTextContent('Insurance (Basic cover)$5.00');
  expect(summary).toHaveTextContent('Total$103.50');
  await userEvent.click(screen.getByRole('link', { name: 'Track this order' }));
  expect(
    await screen.findByRole('heading', { name: 'Tracking' }),
  ).toBeVisible();
  // the tracking link: its token lets a guest track without typing the email
  expect(screen.getByTestId('location')).toHaveTextContent(
    `/order-tracking/1000042?token=${TRACKING_TOKEN}`,
  );
});

test('a store that does not track orders offers no tracking link', async () => {
  mockApi({ [`GET /orders/by-token/${ORDER_TOKEN}`]: ok(paidOrder) });
  renderCheckout(
    `/thankyou/${ORDER_TOKEN}`,
    {},
    {
      storeSettings: {
        ...acmeStoreSettings,
        is_order_tracking_enabled: false,
      },
    },
  );
  expect(
    await screen.findByRole('heading', { name: 'Thank you for your order!' }),
  ).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Track this order' })).toBeNull();
});

test('an unknown token says the link is not valid', async () => {
  mockApi({});
  renderCheckout('/thankyou/nope');
  expect(
    await screen.findByRole('heading', {
      name: 'This order link is not valid.',
    }),
  ).toBeVisible();
});

test('a paid charge thanks the customer for that charge', async () => {
  mockApi({
    [`GET /payments/targets/${CHARGE_TOKEN}`]: ok({
      ...chargeTarget('vendor', 'extra'),
      status: 'paid',
    }),
  });
  renderCheckout(`/thank-you/${CHARGE_TOKEN}`);
  expect(
    await screen.findByRole('heading', { name: 'Thank you for your payment!' }),
  ).toBeVisible();
  expect(
    screen.getByText(
      'We received $25.00 for the extra charge “Extra prong needed”.',
    ),
  ).toBeVisible();
  expect(screen.getByLabelText('Order number')).toHaveTextContent('1000042');
  expect(screen.getByText('Ring resizing')).toBeVisible();
  expect(screen.queryByText(/WO-/)).not.toBeInTheDocument();
});

test('a paid additional charge names the charge and its own amount, never the order’s', async () => {
  mockApi({
    [`GET /payments/targets/${CHARGE_TOKEN}`]: ok({
      ...chargeTarget('store_owner'),
      amount: '12.75',
      reason: 'A worn prong needs retipping',
      status: 'paid',
      order: { ...order, total: '83.50' },
    }),
  });
  renderCheckout(`/thank-you/${CHARGE_TOKEN}`);
  expect(
    await screen.findByText(
      'We received $12.75 for the additional charge “A worn prong needs retipping”.',
    ),
  ).toBeVisible();
  expect(screen.queryByText(/\$83\.50/)).not.toBeInTheDocument();
});

test('a charge without a reason still says which kind of charge and its amount', async () => {
  mockApi({
    [`GET /payments/targets/${CHARGE_TOKEN}`]: ok({
      ...chargeTarget('vendor'),
      reason: '',
      status: 'paid',
    }),
  });
  renderCheckout(`/thank-you/${CHARGE_TOKEN}`);
  expect(
    await screen.findByText(
      'We received $25.00 for the additional charge on your order.',
    ),
  ).toBeVisible();
});

test('an order’s token on the charge thank-you page shows the order’s own thank-you page', async () => {
  mockApi({
    [`GET /payments/targets/${ORDER_TOKEN}`]: ok({
      kind: 'order',
      token: ORDER_TOKEN,
      order_no: order.order_no,
      store_id: 1,
      amount: paidOrder.total,
      currency: 'usd',
      status: 'paid',
      order: paidOrder,
    }),
    [`GET /orders/by-token/${ORDER_TOKEN}`]: ok(paidOrder),
  });
  renderCheckout(`/thank-you/${ORDER_TOKEN}`);
  expect(
    await screen.findByRole('heading', { name: 'Thank you for your order!' }),
  ).toBeVisible();
  expect(screen.queryByText(/additional charge/)).not.toBeInTheDocument();
});

test('the estimate thank-you page shows the estimate number and its summary', async () => {
  mockApi({ [`GET /estimates/by-token/${estimate.token}`]: ok(estimate) });
  renderCheckout(`/estimate/thank-you/${estimate.token}`);
  expect(
    await screen.findByRole('heading', {
      name: 'Thank you, your estimate request was sent!',
    }),
  ).toBeVisible();
  expect(screen.getByLabelText('Estimate number')).toHaveTextContent('2000007');
  expect(screen.getByText('Before Friday please')).toBeVisible();
  const summary = screen.getByRole('region', { name: 'Estimate summary' });
  expect(
    within(summary).getByRole('listitem', { name: 'Ring resizing' }),
  ).toBeVisible();
  expect(summary).toHaveTextContent('Subtotal$91.00');
});

describe('middle page', () => {
  test('confirms the payment, then continues to the thank-you page', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = mockApi({
      [`POST /payments/${PAYMENT_REF}/confirm`]: async () => {
        await held;
        return ok({
          status: 'succeeded',
          redirect_path: `/thankyou/${ORDER_TOKEN}`,
        });
      },
      [`GET /orders/by-token/${ORDER_TOKEN}`]: ok(order),
    });
    renderCheckout(
      `/extra-middle-page?payment=${PAYMENT_REF}&session_id=cs_test_1`,
    );
    expect(await screen.findByText('Confirming your payment…')).toBeVisible();
    release();
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order!' }),
    ).toBeVisible();
    const confirms = api.callsTo(`POST /payments/${PAYMENT_REF}/confirm`);
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.body).toEqual({
      session_id: 'cs_test_1',
    });
  });

  test('shows a decline with the way back to the payment page', async () => {
    mockApi({
      [`POST /payments/${PAYMENT_REF}/confirm`]: ok({
        status: 'declined',
        message: 'Your card was declined.',
        redirect_path: `/checkout/payment/${ORDER_TOKEN}`,
      }),
    });
    renderCheckout(`/middle_page?payment=${PAYMENT_REF}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined.',
    );
    expect(
      screen.getByRole('link', { name: 'Back to payment' }),
    ).toHaveAttribute('href', `/checkout/payment/${ORDER_TOKEN}`);
  });
});
