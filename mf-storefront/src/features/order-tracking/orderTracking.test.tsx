import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import StorefrontRoutes from '../../routes';

const NOT_FOUND = 'Order not found. Please check the order number and email.';
const EMAIL = 'ada@example.test';
const TRACKING_TOKEN = 'trackTok_0123456789abcdefghijklmnopqrstuvwxy';
const tracked = (status_label = 'In progress', items_count = 3) => ({
  body: {
    order_number: '1000001',
    status: 'in_progress',
    status_label,
    created_on: '2026-11-20T12:00:00.000Z',
    items_count,
    store_id: 1,
  },
});
const query = (extra: Record<string, string> = {}) => ({
  order_no: '1000001',
  store_id: '1',
  is_validated: 'True',
  ...extra,
});

const renderAt = (route: string, session = {}) =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<StorefrontRoutes basePath="" />} />
    </Routes>,
    { route, session },
  );

/** The Track order form filled by paste (one input event per field). */
async function trackInForm(number: string | null, email: string) {
  const form = await screen.findByRole('form', { name: 'Track order' });
  if (number !== null) {
    await userEvent.click(
      screen.getByRole('textbox', { name: 'Order number' }),
    );
    await userEvent.paste(number);
  }
  await userEvent.click(screen.getByRole('textbox', { name: 'Email' }));
  await userEvent.paste(email);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  return form;
}

beforeEach(() => sessionStorage.clear());

test('the tracking link shows the order by its token, without an email', async () => {
  const api = mockApi({ 'GET /order-tracking': tracked() });
  renderAt(`/order-tracking/1000001?token=${TRACKING_TOKEN}`);

  expect(
    await screen.findByRole('heading', { name: 'Order 1000001' }),
  ).toBeVisible();
  expect(screen.getByText('In progress')).toBeVisible();
  expect(screen.queryByText('in_progress')).not.toBeInTheDocument();
  expect(screen.getByText('20, Nov 2026')).toBeVisible();
  expect(screen.getByText('3')).toBeVisible();
  expect(api.callsTo('GET /order-tracking')[0]?.query).toEqual(
    query({ tracking_token: TRACKING_TOKEN }),
  );
});

test('the order’s own customer sees it by the number alone', async () => {
  const api = mockApi({ 'GET /order-tracking': tracked() });
  renderAt('/order-tracking/1000001', sessionFor(1));

  expect(
    await screen.findByRole('heading', { name: 'Order 1000001' }),
  ).toBeVisible();
  expect(api.callsTo('GET /order-tracking')[0]?.query).toEqual(query());
});

test('opened without link, email or login, the page asks for the email first, the number filled in', async () => {
  const api = mockApi({ 'GET /order-tracking': tracked('Shipped') });
  renderAt('/order-tracking/1000001');

  const form = await screen.findByRole('form', { name: 'Track order' });
  expect(screen.getByRole('textbox', { name: 'Order number' })).toHaveValue(
    '1000001',
  );
  expect(form).toBeVisible();
  expect(api.calls).toHaveLength(0);

  await trackInForm(null, EMAIL);

  expect(
    await screen.findByRole('heading', { name: 'Order 1000001' }),
  ).toBeVisible();
  expect(screen.getByText('Shipped')).toBeVisible();
  // the lookup, and the page's own revalidation of the primed order: both with the email
  for (const call of api.callsTo('GET /order-tracking'))
    expect(call.query).toEqual(query({ email: EMAIL }));
});

test('the inline form opens the tracking page, which shows again on a reload in this tab', async () => {
  const api = mockApi({ 'GET /order-tracking': tracked('Shipped', 0) });
  const { unmount } = renderAt('/order-tracking');

  await trackInForm('1000001', EMAIL);

  expect(
    await screen.findByRole('heading', { name: 'Order 1000001' }),
  ).toBeVisible();
  expect(screen.getByText('Shipped')).toBeVisible();
  const before = api.callsTo('GET /order-tracking').length;
  unmount();

  // A reload: a fresh cache, the same tab's sessionStorage.
  renderAt('/order-tracking/1000001');
  expect(
    await screen.findByRole('heading', { name: 'Order 1000001' }),
  ).toBeVisible();
  const calls = api.callsTo('GET /order-tracking');
  expect(calls.length).toBeGreaterThan(before);
  for (const call of calls) expect(call.query).toEqual(query({ email: EMAIL }));
});

test('an unknown number shows the api message and leads back to the form', async () => {
  mockApi({
    'GET /order-tracking': {
      status: 404,
      body: { code: 'NOT_FOUND', message: NOT_FOUND, errors: {} },
    },
  });
  renderAt(`/order-tracking/9999999?token=${TRACKING_TOKEN}`);

  expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
  await userEvent.click(
    screen.getByRole('button', { name: 'Try another number' }),
  );

  expect(
    await screen.findByRole('form', { name: 'Track order' }),
  ).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Track order' })).toBeVisible();
});
