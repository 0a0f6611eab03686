import { screen } from '@testing-library/react';
import { renderWithProviders, sessionFor } from 'shared/testing';
import { note } from '../../testing/notifications';
import { NotificationItem } from './components/NotificationItem';
import { descriptionWithoutOrderNo } from './formatters';

// A vendor's bell item about a work order reads as the work order's number: the sales order's
// number inside 'WO-1000001-1' is never cut out (which read 'WO--1').

const renderItem = (overrides: Parameters<typeof note>[1]) =>
  renderWithProviders(
    <ul>
      <NotificationItem
        notification={note(7, overrides)}
        target="/portal/workorder/7"
        onOpen={() => undefined}
      />
    </ul>,
    {
      route: '/portal/dashboard',
      session: sessionFor(7),
      tenant: { host: 'vendor.localhost', storeId: null },
    },
  );

it('shows a work order item with its WO number in the words and as its tag', () => {
  renderItem({
    short_description: 'New work order',
    description: 'Work order WO-1000001-1 was sent to you by Olivia Owner.',
    order_no: 'WO-1000001-1',
  });
  expect(
    screen.getByText(
      'Work order WO-1000001-1 was sent to you by Olivia Owner.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('WO-1000001-1')).toBeInTheDocument();
  expect(screen.queryByText(/WO--1/)).not.toBeInTheDocument();
});

it('an older item that carries the sales order number keeps the work order number whole', () => {
  renderItem({
    short_description: 'Work order accepted',
    description:
      'Work order WO-1000001-1 moved from Assigned to Accepted by Tara Tech.',
    order_no: '1000001',
  });
  expect(
    screen.getByText(
      'Work order WO-1000001-1 moved from Assigned to Accepted by Tara Tech.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('#1000001')).toBeInTheDocument();
});

it('still removes a sales order number that stands alone', () => {
  expect(
    descriptionWithoutOrderNo('Sales order #1000002 was created.', '1000002'),
  ).toBe('Sales order was created.');
  expect(
    descriptionWithoutOrderNo(
      'The store cancelled order #1000002. Please stop the work on WO-1000002-1.',
      '1000002',
    ),
  ).toBe('The store cancelled order. Please stop the work on WO-1000002-1.');
});
