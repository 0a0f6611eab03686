import { act, screen, within } from '@testing-library/react';
import { setLanguage } from 'shared/i18n';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import { ROLES } from 'shared/permissions';
import {
  mockApi,
  renderWithProviders,
  roleRecord,
  sessionFor,
} from 'shared/testing';
import { billingOf, invoiceOf, invoicePageOf } from './billingFixtures';
import { BillingPage } from './BillingPage';

// A staff member whose permission record grants no billing module.
const staffWithoutBilling = () =>
  sessionFor(ROLES.STORE_STAFF, {
    role: roleRecord(ROLES.STORE_STAFF, {
      global_permissions: [],
      locations_permissions: [],
    }),
  });

const renderPage = (role: number = ROLES.STORE_OWNER) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/billing" element={<BillingPage />} />
    </Routes>,
    {
      route: '/portal/billing',
      session:
        role === ROLES.STORE_STAFF ? staffWithoutBilling() : sessionFor(role),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('the store billing page (/portal/billing)', () => {
  it('shows the plan, the card as brand and last 4, the invoices, and searches them on the server', async () => {
    const api = mockApi({
      'GET /stores/1/billing': { body: billingOf() },
      'GET /stores/1/billing/invoices': (call) => ({
        body: invoicePageOf(
          call.query.search === 'nothing' ? [] : [invoiceOf()],
        ),
      }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Growth')).toBeInTheDocument();
    expect(screen.getByText('$79.00 a month')).toBeInTheDocument();
    expect(screen.getByText('VISA card ending 4242')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /INV-000007/ });
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Download INV-000007 as PDF' }),
    ).toBeInTheDocument();
    await user.type(
      screen.getByRole('searchbox', { name: 'Search invoices' }),
      'nothing{Enter}',
    );
    expect(
      await screen.findByText('Nothing matches this search and these filters.'),
    ).toBeInTheDocument();
    expect(
      api.callsTo('GET /stores/1/billing/invoices').at(-1)!.query,
    ).toMatchObject({ search: 'nothing', page: '1' });
  });

  it('asks before a plan change and shows the refusal when the plan is too small', async () => {
    const api = mockApi({
      'GET /stores/1/billing': { body: billingOf() },
      'GET /stores/1/billing/invoices': { body: invoicePageOf([]) },
      'PUT /stores/1/billing/plan': {
        status: 409,
        body: {
          code: 'PLAN.LOCATIONS',
          message:
            'Your store uses 2 locations and this plan allows 1. Remove locations first, or choose a larger plan.',
          errors: {},
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Downgrade to the Starter plan?',
    });
    await user.click(
      within(dialog).getByRole('button', { name: 'Change to Starter' }),
    );
    expect(
      await screen.findByText(
        'Your store uses 2 locations and this plan allows 1. Remove locations first, or choose a larger plan.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /stores/1/billing/plan')[0]!.body).toEqual({
      plan_id: 1,
      version: 1,
    });
  });

  it('replaces the card: a declined card shows on the number field, a good one replaces the last 4', async () => {
    let declined = true;
    const api = mockApi({
      'GET /stores/1/billing': () => ({ body: billingOf() }),
      'GET /stores/1/billing/invoices': { body: invoicePageOf([]) },
      'PUT /stores/1/billing/card': () =>
        declined
          ? {
              status: 400,
              body: {
                code: 'VALIDATION_ERROR',
                message: 'Your card was declined.',
                errors: { 'card.number': 'Your card was declined.' },
              },
            }
          : {
              body: billingOf({
                card: { brand: 'mastercard', last4: '4444' },
                version: 2,
              }),
            },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Replace card' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(
      within(dialog).getByLabelText(/Name on card/),
      'Olivia Acme',
    );
    await user.type(
      within(dialog).getByLabelText(/Card number/),
      '4000 0000 0000 0002',
    );
    await user.type(within(dialog).getByLabelText(/Expiry/), '12/40');
    await user.type(within(dialog).getByLabelText(/Security code/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(
      await within(dialog).findAllByText('Your card was declined.'),
    ).not.toHaveLength(0);
    declined = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(
      await screen.findByText('MASTERCARD card ending 4444'),
    ).toBeInTheDocument();
    expect(
      api.callsTo('PUT /stores/1/billing/card').at(-1)!.body,
    ).toMatchObject({
      card: { number: '4000 0000 0000 0002', exp_month: 12, exp_year: 2040 },
      version: 1,
    });
  });

  it('lists a purchase of extra locations with its lines, the leaving ones, and links to /addbillitems', async () => {
    mockApi({
      'GET /stores/1/billing': {
        body: billingOf({ locations_leaving: 1, leaving_on: '2026-12-07' }),
      },
      'GET /stores/1/billing/invoices': {
        body: invoicePageOf([
          invoiceOf({
            id: 12,
            number: 'INV-000012',
            kind: 'locations',
            description: '3 extra locations to 07, Dec 2026',
            amount: '15.00',
            lines: [
              {
                item: 'extra_location',
                quantity: 3,
                unit_amount: '15.00',
                period_start: '2026-11-27',
                period_end: '2026-12-07',
                days_charged: 10,
                days_in_period: 30,
                amount: '15.00',
              },
            ],
          }),
        ]),
      },
    });
    renderPage();
    const row = await screen.findByRole('row', { name: /INV-000012/ });
    expect(
      within(row).getByText(
        'Extra locations: 3 extra locations to 07, Dec 2026',
      ),
    ).toBeInTheDocument();
    expect(within(row).getByRole('listitem')).toHaveTextContent(
      '3 × Extra location ($15.00 a month), 27, Nov 2026 to 07, Dec 2026, 10 of 30 days: $15.00',
    );
    expect(
      screen.getByText('1 extra location on 07, Dec 2026'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Add or remove extra locations' }),
    ).toHaveAttribute('href', '/addbillitems');
  });

  it('refuses staff without the billing module before asking the api', () => {
    const api = mockApi({});
    renderPage(ROLES.STORE_STAFF);
    expect(screen.getByText('You cannot open this page')).toBeInTheDocument();
    expect(api.callsTo('GET /stores/1/billing')).toHaveLength(0);
  });

  it('shows an error with a retry when the api fails', async () => {
    mockApi({
      'GET /stores/1/billing': {
        status: 500,
        body: { code: 'ERROR', message: 'The server failed.', errors: {} },
      },
      'GET /stores/1/billing/invoices': { body: invoicePageOf([]) },
    });
    renderPage();
    expect(
      await screen.findByText('We could not load your billing.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /retry|try again/i }),
    ).toBeInTheDocument();
  });

  it('reads Spanish when the portal does: headings, the plan, the card and the invoices', async () => {
    mockApi({
      'GET /stores/1/billing': { body: billingOf() },
      'GET /stores/1/billing/invoices': { body: invoicePageOf([invoiceOf()]) },
    });
    act(() => setLanguage('es'));
    try {
      renderPage();
      expect(
        await screen.findByRole('heading', { name: 'Facturación' }),
      ).toBeInTheDocument();
      expect(await screen.findByText('Su plan')).toBeInTheDocument();
      expect(screen.getByText('Método de pago')).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: 'Cambiar de plan' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Plan nuevo')).toBeInTheDocument();
      const row = await screen.findByRole('row', { name: /INV-000007/ });
      expect(within(row).getByText('Pagada')).toBeInTheDocument();
      expect(
        screen.getByRole('searchbox', { name: 'Buscar facturas' }),
      ).toBeInTheDocument();
    } finally {
      act(() => setLanguage('en'));
    }
  });
});
