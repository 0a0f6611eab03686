import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'shared/router';
import { mockApi, renderWithProviders } from 'shared/testing';
import { MESSAGES } from 'shared/validation';
import { TrackOrderDialog } from './TrackOrderDialog';

const NOT_FOUND = 'Order not found. Please check the order number and email.';
const EMAIL = 'ada@example.test';
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
const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const submit = () => screen.getByRole('button', { name: 'Submit' });
/** One input event per field (paste), which keeps these antd form tests fast. */
async function fill(
  user: ReturnType<typeof userEvent.setup>,
  number: string,
  email: string,
) {
  if (number) {
    await user.click(field());
    await user.paste(number);
  }
  if (email) {
    await user.click(emailField());
    await user.paste(email);
  }
}

beforeEach(() => sessionStorage.clear());

const labelled = (text: string) =>
  screen.getByText(
    (_, el) => el?.tagName === 'LABEL' && el.textContent === text,
  );

test('shows the title, the two required fields and the two buttons', () => {
  renderDialog();

  expect(
    screen.getByRole('dialog', { name: 'Track order' }),
  ).toBeInTheDocument();
  expect(labelled('Order number*')).toBeInTheDocument();
  expect(labelled('Email*')).toBeInTheDocument();
  expect(field()).toHaveAttribute('aria-required', 'true');
  expect(emailField()).toHaveAttribute('aria-required', 'true');
  expect(emailField()).toHaveAttribute('type', 'email');
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
});

test('an empty number and email are required and nothing is sent', async () => {
  const api = mockApi();
  renderDialog();

  await userEvent.click(submit());

  await waitFor(() =>
    expect(emailField()).toHaveAttribute('aria-invalid', 'true'),
  );
  expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls).toHaveLength(0);
});

test('a number of the wrong length is rejected', async () => {
  const api = mockApi();
  const user = userEvent.setup();
  renderDialog();

  await fill(user, '12345', EMAIL);
  await user.click(submit());

  expect(await screen.findByText(MESSAGES.orderNumber)).toBeVisible();
  expect(api.calls).toHaveLength(0);
});

test('an email that is not one is rejected with a clear message', async () => {
  const api = mockApi();
  const user = userEvent.setup();
  renderDialog();

  await fill(user, '1000001', 'ada-at-example');
  await user.click(submit());

  expect(await screen.findByText(MESSAGES.email)).toBeVisible();
  expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls).toHaveLength(0);
});

test('only letters and digits can be typed', async () => {
  renderDialog();

  await userEvent.type(field(), 'a1-2 3#.b');

  expect(field()).toHaveValue('a123b');
});

test('a found order closes the dialog and opens its tracking page; the email stays with this tab only', async () => {
  const api = mockApi({ 'GET /order-tracking': { body: order } });
  const user = userEvent.setup();
  renderDialog();

  await fill(user, '1000001', ` ${EMAIL} `);
  await user.click(submit());

  expect(
    await screen.findByText('at /order-tracking/1000001'),
  ).toBeInTheDocument();
  expect(api.callsTo('GET /order-tracking')[0]?.query).toEqual({
    order_no: '1000001',
    store_id: '1',
    is_validated: 'True',
    email: EMAIL,
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(Object.values({ ...sessionStorage })).toEqual([EMAIL]);
  expect(JSON.stringify({ ...localStorage })).not.toContain(EMAIL);
});

test('the api’s email error shows on the Email field', async () => {
  mockApi({
    'GET /order-tracking': {
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: MESSAGES.email,
        errors: { email: MESSAGES.email },
      },
    },
  });
  const user = userEvent.setup();
  renderDialog();

  await fill(user, '1000001', 'ada@example');
  await user.click(submit());

  await waitFor(() =>
    expect(emailField()).toHaveAttribute('aria-invalid', 'true'),
  );
  expect(emailField()).toHaveAccessibleDescription(MESSAGES.email);
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

    await fill(user, 'ABC1234', EMAIL);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(field()).toHaveValue('ABC1234');
    expect(emailField()).toHaveValue(EMAIL);
    act(() => jest.advanceTimersByTime(9_900));
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_FOUND);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
    expect(field()).toHaveValue('ABC1234');
    expect(emailField()).toHaveValue(EMAIL);
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
