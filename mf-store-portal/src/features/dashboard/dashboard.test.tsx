import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type { Dashboard } from 'shared/contracts/settings';
import { ROLES } from 'shared/permissions';
import {
  mockApi,
  renderWithProviders,
  roleRecord,
  sessionFor,
} from 'shared/testing';
import { DashboardPage } from './DashboardPage';
import { isoDate } from './range';

const figures = (query: Record<string, string>): Dashboard => {
  const downtown = query.location_id === '2';
  return {
    from: query.from!,
    to: query.to!,
    today: query.to!,
    location_id: downtown ? 2 : null,
    today_figures: downtown
      ? { orders: 1, revenue: '15.00' }
      : { orders: 3, revenue: '120.50' },
    range_figures: { orders: 9, revenue: '640.00' },
    days: [
      { date: query.from!, orders: 4, revenue: '300.00' },
      ...(query.to === query.from
        ? []
        : [{ date: query.to!, orders: 5, revenue: '340.00' }]),
    ],
    work_in_progress: [
      { status: 'in_progress', count: 2 },
      { status: 'new', count: 3 },
    ],
    waiting: {
      orders_awaiting_payment: 1,
      unpaid_charges_amount: '12.25',
      estimates_sent: 2,
    },
  };
};

const renderPage = (role: number = ROLES.STORE_OWNER) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/dashboard" element={<DashboardPage />} />
    </Routes>,
    {
      route: '/portal/dashboard',
      session: sessionFor(role),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('the owner’s dashboard (/portal/dashboard)', () => {
  it('shows today, the range, open work in words and what waits on the customer, as text', async () => {
    const api = mockApi({
      'GET /stores/1/dashboard': (call) => ({ body: figures(call.query) }),
      'GET /locations': { body: [] },
    });
    renderPage();
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('3 orders')).toBeInTheDocument();
    expect(within(today).getByText('$120.50 revenue')).toBeInTheDocument();
    const waiting = screen.getByRole('region', {
      name: 'Waiting on the customer',
    });
    expect(
      within(waiting).getByText('1 order with a charge to pay'),
    ).toBeInTheDocument();
    expect(
      within(waiting).getByText('2 sent estimates awaiting an answer'),
    ).toBeInTheDocument();
    const work = screen.getByRole('region', { name: 'Work in progress' });
    expect(
      within(within(work).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s+/g, ' ')),
    ).toEqual([
      'Received 3',
      'In progress 2',
      'Ready for pickup 0',
      'Shipped 0',
    ]);
    const table = screen.getByRole('table', {
      name: 'Orders and revenue per day',
      hidden: true,
    });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(3);
    // The default range is the last 7 days, ending today.
    const query = api.callsTo('GET /stores/1/dashboard')[0]!.query;
    expect(query.to).toBe(isoDate(new Date()));
    expect(query.utc_offset).toBe(String(-new Date().getTimezoneOffset()));
  });

  it('asks again for a preset range, custom dates and one location', async () => {
    const api = mockApi({
      'GET /stores/1/dashboard': (call) => ({ body: figures(call.query) }),
      'GET /locations': {
        body: [
          { id: 1, name: 'Acme Main' },
          { id: 2, name: 'Acme Downtown' },
        ],
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Today' });
    await user.click(screen.getByRole('radio', { name: 'Today' }));
    const today = isoDate(new Date());
    expect(api.callsTo('GET /stores/1/dashboard').at(-1)!.query).toMatchObject({
      from: today,
      to: today,
    });

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    // A date input takes a whole date at once (typing passes through invalid partial dates).
    fireEvent.change(from, { target: { value: '2026-01-05' } });
    expect(
      await screen.findByRole('rowheader', {
        name: '2026-01-05',
        hidden: true,
      }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /stores/1/dashboard').at(-1)!.query.from).toBe(
      '2026-01-05',
    );

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Location' }),
      'Acme Downtown',
    );
    const card = screen.getByRole('region', { name: 'Today' });
    expect(await within(card).findByText('1 order')).toBeInTheDocument();
    expect(
      api.callsTo('GET /stores/1/dashboard').at(-1)!.query.location_id,
    ).toBe('2');
  });

  it('refuses a staff member without the dashboard, and shows one who holds it at a location', async () => {
    const api = mockApi({
      'GET /stores/1/dashboard': (call) => ({ body: figures(call.query) }),
      'GET /locations': { body: [{ id: 2, name: 'Acme Downtown' }] },
    });
    const grant = (module_id: number) => ({
      global_permissions: [],
      locations_permissions: [
        {
          location_id: 2,
          permissions: [{ module_id, permissions: [3], is_enable: 1 as const }],
        },
      ],
    });
    const staff = (module_id: number) =>
      renderWithProviders(
        <Routes>
          <Route path="/portal/dashboard" element={<DashboardPage />} />
        </Routes>,
        {
          route: '/portal/dashboard',
          session: sessionFor(ROLES.STORE_STAFF, {
            role: roleRecord(ROLES.STORE_STAFF, grant(module_id)),
          }),
          tenant: { host: 'app.localhost', storeId: null },
        },
      );
    const { unmount } = staff(5);
    expect(
      await screen.findByText('You cannot open this page'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /stores/1/dashboard')).toHaveLength(0);
    unmount();

    staff(1);
    expect(
      await screen.findByRole('region', { name: 'Today' }),
    ).toBeInTheDocument();
  });
});
