import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockApi, renderWithProviders } from 'shared/testing';
import StorefrontRoutes from '../../routes';

const NOT_FOUND = 'Order not found. Please check the order number.';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<StorefrontRoutes basePath="" />} />
    </Routes>,
    { route },
  );

test('shows the tracked order of the number in the URL', async () => {
  const api = mockApi({
    'GET /order-tracking': {
      body: {
        order_number: '1000001',
        status: 'processing',
        created_on: '2026-11-20T12:00:00.000Z',
        items_count: 3,
        store_id: 1,
      },
    },
  });
  renderAt('/order-tracking/1000001');

  expect(
    await screen.findByRole('heading', { name: 'Order 1000001' }),
  ).toBeVisible();
  expect(screen.getByText('processing')).toBeVisible();
  expect(screen.getByText('20, Nov 2026')).toBeVisible();
  expect(screen.getByText('3')).toBeVisible();
  expect(api.callsTo('GET /order-tracking')[0]?.query).toEqual({
    order_no: '1000001',
    store_id: '1',
    is_validated: 'True',
  });
});

test('an unknown number shows the api message and leads back to the form', async () => {
  mockApi({
    'GET /order-tracking': {
      status: 404,
      body: { code: 'NOT_FOUND', message: NOT_FOUND, errors: {} },
    },
  });
  renderAt('/order-tracking/9999999');

  expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
  await userEvent.click(
    screen.getByRole('button', { name: 'Try another number' }),
  );

  expect(
    await screen.findByRole('form', { name: 'Track order' }),
  ).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Track order' })).toBeVisible();
});

test('the inline form opens the tracking page of a found order', async () => {
  mockApi({
    'GET /order-tracking': {
      body: {
        order_number: '1000001',
        status: 'shipped',
        created_on: '2026-11-20T12:00:00.000Z',
        items_count: 0,
        store_id: 1,
      },
    },
  });
  renderAt('/order-tracking');

  await userEvent.type(
    screen.getByRole('textbox', { name: 'Order number' }),
    '1000001',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

  expect(
    await screen.findByRole('heading', { name: 'Order 1000001' }),
  ).toBeVisible();
  expect(screen.getByText('shipped')).toBeVisible();
});
