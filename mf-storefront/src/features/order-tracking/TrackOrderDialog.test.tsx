import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { mockApi, renderWithProviders } from 'shared/testing';
import { MESSAGES } from 'shared/validation';
import { TrackOrderDialog } from './TrackOrderDialog';

const NOT_FOUND = 'Order not found. Please check the order number.';
const order = {
  order_number: '1000001',
  status: 'processing',
  created_on: '2026-11-20T12:00:00.000Z',
  items_count: 0,
  store_id: 1,
};

function Location() {
  return <p>at {useLocation().pathname}</p>;
}

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <TrackOrderDialog open={open} onClose={() => setOpen(false)} />
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </>
  );
}

const renderDialog = () =>
  renderWithProviders(<Harness />, { route: '/request-estimate' });
const field = () => screen.getByRole('textbox', { name: 'Order number' });
const submit = () => screen.getByRole('button', { name: 'Submit' });

test('shows the title, the required field and the two buttons', () => {
  renderDialog();

  expect(
    screen.getByRole('dialog', { name: 'Track order' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      (_, el) => el?.tagName === 'LABEL' && el.textContent === 'Order number*',
    ),
  ).toBeInTheDocument();
  expect(field()).toHaveAttribute('aria-required', 'true');
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
});

test('an empty number is required and nothing is sent', async () => {
  const api = mockApi();
  renderDialog();

  await userEvent.click(submit());

  expect(await screen.findByText(MESSAGES.required)).toBeVisible();
  expect(api.calls).toHaveLength(0);
});

test('a number of the wrong length is rejected', async () => {
  const api = mockApi();
  renderDialog();

  await userEvent.type(field(), '12345');
  await userEvent.click(submit());

  expect(await screen.findByText(MESSAGES.orderNumber)).toBeVisible();
  expect(api.calls).toHaveLength(0);
});

test('only letters and digits can be typed', async () => {
  renderDialog();

  await userEvent.type(field(), 'a1-2 3#.b');

  expect(field()).toHaveValue('a123b');
});

test('a found order closes the dialog and opens its tracking page', async () => {
  const api = mockApi({ 'GET /order-tracking': { body: order } });
  renderDialog();

  await userEvent.type(field(), '1000001');
  await userEvent.click(submit());

  expect(
    await screen.findByText('at /order-tracking/1000001'),
  ).toBeInTheDocument();
  expect(api.callsTo('GET /order-tracking')[0]?.query).toEqual({
    order_no: '1000001',
    store_id: '1',
    is_validated: 'True',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

describe('with fake timers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('a failure shows the api message for 10 seconds and keeps the number', async () => {
    mockApi({
      'GET /order-tracking': {
        status: 404,
        body: { code: 'NOT_FOUND', message: NOT_FOUND, errors: {} },
      },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDialog();

    await user.type(field(), 'ABC1234');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(field()).toHaveValue('ABC1234');
    act(() => jest.advanceTimersByTime(9_900));
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_FOUND);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
    expect(field()).toHaveValue('ABC1234');
  });
});

test('Cancel closes the dialog without a call', async () => {
  const api = mockApi();
  renderDialog();

  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByText('at /request-estimate')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});
