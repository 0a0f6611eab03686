import { screen, waitFor } from '@testing-library/react';
import {
  mockApi,
  renderWithProviders,
  roleRecord,
  sessionFor,
} from 'shared/testing';
import { FakeIntersectionObserver } from '../../testing/fakeIntersectionObserver';
import { counts, listHandler } from '../../testing/notifications';
import { NotificationBell } from './NotificationBell';

jest.mock('pusher-js', () => jest.requireActual('../../testing/fakePusher'));

const salesOrder = (permissions: number[]) => ({
  module_id: 5,
  permissions,
  is_enable: 1 as const,
});

const showBell = (
  roleId: number,
  permissions: Parameters<typeof roleRecord>[1] = null,
) => {
  const api = mockApi({
    'GET /notifications/user': listHandler({}, counts(1, 0)),
  });
  renderWithProviders(<NotificationBell />, {
    route: '/portal/dashboard',
    session: sessionFor(roleId, { role: roleRecord(roleId, permissions) }),
    tenant: { host: 'app.localhost', storeId: null },
  });
  return api;
};

beforeEach(() => FakeIntersectionObserver.install());

describe('who sees the bell', () => {
  it.each([
    ['a store owner', 4, null],
    ['a vendor owner', 7, null],
    [
      'staff allowed to create sales orders at one location',
      3,
      {
        global_permissions: [],
        locations_permissions: [
          { location_id: 2, permissions: [salesOrder([1, 3])] },
        ],
      },
    ],
  ])('%s sees it', async (_who, roleId, permissions) => {
    showBell(roleId, permissions);
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['the super admin', 5, null],
    [
      'staff who may only view sales orders',
      3,
      {
        global_permissions: [salesOrder([3])],
        locations_permissions: [
          { location_id: 2, permissions: [salesOrder([3])] },
        ],
      },
    ],
    [
      'staff with sales orders disabled',
      8,
      {
        global_permissions: [
          { module_id: 5, permissions: [1], is_enable: 0 as const },
        ],
        locations_permissions: [],
      },
    ],
  ])(
    '%s does not, and nothing is fetched',
    async (_who, roleId, permissions) => {
      const api = showBell(roleId, permissions);
      await waitFor(() =>
        expect(screen.queryByRole('button')).not.toBeInTheDocument(),
      );
      expect(api.calls).toHaveLength(0);
    },
  );
});
