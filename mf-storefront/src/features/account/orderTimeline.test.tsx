import { screen, within } from '@testing-library/react';
import { mockApi } from 'shared/testing';
import {
  customerSession,
  orderFixture,
  renderAccount,
} from './testing/accountFixtures';

test('the order detail shows the customer’s timeline in words with dates, as the tracking page does', async () => {
  mockApi({
    'GET /customers/me/orders/1000001': {
      body: {
        ...orderFixture({ status: 'in_progress' }),
        status_label: 'In progress',
        steps: [
          {
            kind: 'created',
            label: 'Order placed',
            image_url: null,
            created_on: '2026-11-20T12:00:00.000Z',
          },
          {
            kind: 'status',
            label: 'In progress',
            image_url: null,
            created_on: '2026-11-21T09:30:00.000Z',
          },
          {
            kind: 'image',
            label: 'Photo',
            image_url: '/api/v1/uploads/after.png',
            created_on: '2026-11-21T10:00:00.000Z',
          },
        ],
      },
    },
  });
  renderAccount('/myaccount/orders/1000001', customerSession());

  const timeline = await screen.findByRole('region', {
    name: 'What happened so far',
  });
  expect(
    within(timeline)
      .getAllByRole('listitem')
      .map((step) => step.textContent),
  ).toEqual([
    '20, November 2026 12:00 PMOrder placed',
    '21, November 2026 09:30 AMIn progress',
    '21, November 2026 10:00 AMPhoto',
  ]);
  expect(
    within(timeline).getByRole('img', {
      name: 'Photo of your piece shared by the store',
    }),
  ).toBeVisible();
  expect(screen.queryByText('in_progress')).not.toBeInTheDocument();
});
