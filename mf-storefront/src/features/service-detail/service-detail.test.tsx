import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { readSession } from 'shared/session';
import { mockApi, renderWithProviders } from 'shared/testing';
import { LazyServiceDetailPage } from './LazyServiceDetailPage';
import { ringService } from './testFixtures';

const DETAIL = 'GET /stores/1/portal-services/1';
const ADD = 'POST /add-to-carts';
const added = (cartId: string) => ({
  status: 201,
  body: { status: 201, data: { cart_id: cartId, item: { id: 1 } } },
});

const renderPage = (route = '/services/1') =>
  renderWithProviders(
    <Routes>
      <Route path="services/:serviceId" element={<LazyServiceDetailPage />} />
    </Routes>,
    { route },
  );

const type = async (label: string, text: string) => {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.tab();
};

describe('storefront service page', () => {
  it('shows options as their logic allows and adds only visible answers to the cart', async () => {
    const api = mockApi({
      [DETAIL]: { body: ringService },
      [ADD]: added('c1'),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Ring Sizing' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Prong style')).not.toBeInTheDocument();

    await type('Number of prongs', '4');
    expect(screen.getByRole('radio', { name: 'Round' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Claw +$5.00' }));
    await type('Describe the prong tips', 'Pointed');
    expect(screen.getByText('$98.00')).toBeInTheDocument(); // 45 + 4 × 12 + 5

    await type('Number of prongs', '1');
    expect(screen.queryByText('Prong style')).not.toBeInTheDocument();
    expect(
      screen.queryByLabelText('Describe the prong tips'),
    ).not.toBeInTheDocument();

    await type('Current size', '6');
    await type('Desired size', '7');
    await userEvent.click(screen.getByLabelText('Rush service (48 hours)'));
    await type('Quantity', '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(
      await screen.findByText('Ring Sizing was added to your cart.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(api.callsTo(ADD)[0]?.body).toEqual({
      store_id: 1,
      service_id: 1,
      quantity: 2,
      answers: { 1: { current_size: 6, desired_size: 7 }, 2: 1, 5: 50 },
    });
    expect(readSession().cartIds).toEqual(['c1']);

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(api.callsTo(ADD)).toHaveLength(2));
    expect(api.callsTo(ADD)[1]?.body).toMatchObject({ cart_id: 'c1' });
  });

  it('shows the price beside a priced choice and sends no answer for a box ticked then unticked', async () => {
    const api = mockApi({
      [DETAIL]: { body: ringService },
      [ADD]: added('c1'),
    });
    renderPage();
    const rush = await screen.findByLabelText('Rush service (48 hours)');
    expect(screen.getByText('+$20.00')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Current size'));
    await userEvent.paste('6');
    await userEvent.click(screen.getByLabelText('Desired size'));
    await userEvent.paste('7');
    await userEvent.click(rush);
    expect(screen.getByText('$65.00')).toBeInTheDocument();
    await userEvent.click(rush);
    expect(screen.queryByText('$65.00')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(api.callsTo(ADD)).toHaveLength(1));
    expect(api.callsTo(ADD)[0]?.body).toMatchObject({
      answers: { 1: { current_size: 6, desired_size: 7 } },
    });
  });

  it('requires the required options and shows validation-rule messages', async () => {
    const api = mockApi({ [DETAIL]: { body: ringService } });
    renderPage();
    await screen.findByRole('heading', { name: 'Ring Sizing' });

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('This field is required.'),
    ).toBeInTheDocument();

    await type('Current size', '6');
    await type('Desired size', '10');
    expect(
      screen.getByText(
        'We can size a ring up by at most two and a half sizes.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('This field is required.'),
    ).not.toBeInTheDocument();

    await type('Desired size', '1'); // type 2: at least current size - 3
    expect(screen.getByLabelText('Desired size')).toHaveValue(3);
    expect(api.callsTo(ADD)).toHaveLength(0);
  });

  it("shows the api's field errors and keeps what was typed", async () => {
    mockApi({
      [DETAIL]: { body: ringService },
      [ADD]: {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Please check your answers.',
          errors: {
            'answers.6': 'Ensure this field has no more than 5000 characters.',
          },
        },
      },
    });
    renderPage();
    await screen.findByRole('heading', { name: 'Ring Sizing' });
    await type('Current size', '6');
    await type('Desired size', '7');
    await type('Notes for the jeweler', 'Handle with care');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(
      await screen.findByText(
        'Ensure this field has no more than 5000 characters.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Please check your answers.')).toBeInTheDocument();
    expect(screen.getByLabelText('Notes for the jeweler')).toHaveValue(
      'Handle with care',
    );
    expect(screen.getByLabelText('Current size')).toHaveValue(6);
    expect(
      screen.queryByText('Ring Sizing was added to your cart.'),
    ).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown service', async () => {
    mockApi({
      'GET /stores/1/portal-services/99': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Not found.', errors: {} },
      },
    });
    renderPage('/services/99');
    expect(
      await screen.findByText('This page does not exist'),
    ).toBeInTheDocument();
  });

  it('shows an error with retry and recovers', async () => {
    const api = mockApi({
      [DETAIL]: {
        status: 500,
        body: {
          code: 'INTERNAL',
          message: 'The server had a problem.',
          errors: {},
        },
      },
    });
    renderPage();
    expect(
      await screen.findByText('We could not load this service.'),
    ).toBeInTheDocument();
    api.on({ [DETAIL]: { body: ringService } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Ring Sizing' }),
    ).toBeInTheDocument();
  });
});
