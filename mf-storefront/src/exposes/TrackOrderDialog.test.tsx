import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'shared/router';
import { mockApi, renderWithProviders } from 'shared/testing';
import TrackOrderDialog from './TrackOrderDialog';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

describe('mf_storefront/TrackOrderDialog', () => {
  it('tracks an order and opens its page under the base path it was given', async () => {
    mockApi({
      'GET /order-tracking': {
        body: {
          order_number: '1000001',
          status: 'in_progress',
          created_on: '2026-01-05T09:00:00Z',
          items_count: 1,
          store_id: 1,
        },
      },
    });
    renderWithProviders(
      <>
        <TrackOrderDialog open onClose={() => undefined} basePath="/shop" />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
      { route: '/shop/request-estimate' },
    );
    await userEvent.click(
      screen.getByRole('textbox', { name: 'Order number' }),
    );
    await userEvent.paste('1000001');
    await userEvent.click(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.paste('jane@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('at /shop/order-tracking/1000001'),
    ).toBeInTheDocument();
  });
});
