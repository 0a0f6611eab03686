import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'shared/router';
import { i18n } from 'shared/i18n';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { ROLES } from 'shared/permissions';
import { DashboardPage } from './DashboardPage';

const figures = (query: Record<string, string>) => ({
  from: query.from,
  to: query.to,
  today: query.to,
  location_id: null,
  today_figures: { orders: 1, revenue: '120.50' },
  range_figures: { orders: 9, revenue: '640.00' },
  days: [{ date: query.to, orders: 4, revenue: '300.00' }],
  work_in_progress: [{ status: 'new', count: 3 }],
  waiting: {
    orders_awaiting_payment: 2,
    unpaid_charges_amount: '12.25',
    estimates_sent: 1,
  },
});

afterEach(() => i18n.changeLanguage('en'));

it('reads in Spanish, plurals and the range presets included', async () => {
  await i18n.changeLanguage('es');
  mockApi({
    'GET /stores/1/dashboard': (call) => ({ body: figures(call.query) }),
    'GET /locations': { body: [] },
  });
  renderWithProviders(
    <Routes>
      <Route path="/portal/dashboard" element={<DashboardPage />} />
    </Routes>,
    {
      route: '/portal/dashboard',
      session: sessionFor(ROLES.STORE_OWNER),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Panel');
  const today = await screen.findByRole('region', { name: 'Hoy' });
  expect(within(today).getByText('1 pedido')).toBeInTheDocument();
  const waiting = screen.getByRole('region', { name: 'Esperando al cliente' });
  expect(
    within(waiting).getByText('2 pedidos con cargos por pagar'),
  ).toBeInTheDocument();
  expect(
    within(waiting).getByText('1 presupuesto enviado esperando respuesta'),
  ).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Últimos 7 días' })).toBeChecked();
  expect(
    screen.getByRole('region', { name: 'Trabajo en curso' }),
  ).toBeInTheDocument();
});
