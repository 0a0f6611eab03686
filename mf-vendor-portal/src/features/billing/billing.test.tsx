import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from 'shared/permissions';
import { mockApi } from 'shared/testing';
import { renderVendorPortalAt } from '../../testing/renderAt';
import {
  billingOf,
  invoiceOf,
  invoicePageOf,
  STAFF_REFUSED,
} from './testFixtures';

// /portal/setting/billing: the plan, the next bill and the platform's invoices (paged and
// searched on the server, each a PDF); staff are told it is the owner's; a failure offers Retry.

describe('vendor billing (/portal/setting/billing)', () => {
  it('shows the plan, the seats, the next bill and the invoices, and searches them on the server', async () => {
    const api = mockApi({
      'GET /vendor/billing': { body: billingOf() },
      'GET /vendor/billing/invoices': (call) => ({
        body: invoicePageOf(
          call.query.search === 'studio'
            ? []
            : [
                invoiceOf({
                  id: 8,
                  number: 'PLN-000008',
                  kind: 'plan_change',
                  description: 'Studio plan, changed from Workshop',
                  amount: '99.00',
                  status: 'void',
                }),
                invoiceOf(),
              ],
        ),
      }),
    });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/setting/billing', ROLES.VENDOR_OWNER);
    expect(
      await screen.findByRole('heading', { name: 'Billing' }),
    ).toBeInTheDocument();
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(within(plan).getByText('Workshop')).toBeInTheDocument();
    expect(within(plan).getByText('$49.00 a month')).toBeInTheDocument();
    expect(
      within(plan).getByText('Up to 5 users; 3 of 5 seats used'),
    ).toBeInTheDocument();
    expect(
      within(plan).getByRole('link', { name: 'Change plan' }),
    ).toHaveAttribute('href', '/portal/setting/plan');
    const next = screen.getByRole('region', { name: 'Next bill' });
    expect(within(next).getByText('$49.00')).toBeInTheDocument();
    expect(next).toHaveTextContent('Paid with the VISA card ending 4242.');

    const first = await screen.findByRole('row', { name: /PLN-000007/ });
    expect(within(first).getByText('Paid')).toBeInTheDocument();
    expect(
      within(first).getByText('Plan: Workshop plan, first month'),
    ).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: 'Download PLN-000007 as PDF' }),
    ).toBeInTheDocument();
    const replaced = screen.getByRole('row', { name: /PLN-000008/ });
    expect(within(replaced).getByText('Void')).toBeInTheDocument();

    await user.type(
      screen.getByRole('searchbox', { name: 'Search invoices' }),
      'studio{Enter}',
    );
    expect(
      await screen.findByText('Nothing matches this search and these filters.'),
    ).toBeInTheDocument();
    expect(
      api.callsTo('GET /vendor/billing/invoices').at(-1)!.query,
    ).toMatchObject({ search: 'studio', page: '1' });
  });

  it('says what to do when there is no invoice yet; a card of the set-up has no brand', async () => {
    mockApi({
      'GET /vendor/billing': {
        body: billingOf({ card: { brand: null, last4: '4242' } }),
      },
      'GET /vendor/billing/invoices': { body: invoicePageOf([]) },
    });
    renderVendorPortalAt('/portal/setting/billing', ROLES.VENDOR_OWNER);
    expect(
      await screen.findByText(/No invoices yet\. The platform's invoices/),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Next bill' })).toHaveTextContent(
      'Paid with the card ending 4242.',
    );
  });

  it('shows an error with Retry when the api fails, and asks again', async () => {
    let fails = true;
    const api = mockApi({
      'GET /vendor/billing': () =>
        fails
          ? {
              status: 500,
              body: {
                code: 'ERROR',
                message: 'The server failed.',
                errors: {},
              },
            }
          : { body: billingOf() },
      'GET /vendor/billing/invoices': { body: invoicePageOf([]) },
    });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/setting/billing', ROLES.VENDOR_OWNER);
    expect(
      await screen.findByText('We could not load your billing.'),
    ).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(
      await screen.findByRole('region', { name: 'Your plan' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /vendor/billing')).toHaveLength(2);
  });

  it('tells staff the billing is the owner’s without asking the api; an api 403 says the same', async () => {
    const api = mockApi({});
    const { unmount } = renderVendorPortalAt(
      '/portal/setting/billing',
      ROLES.VENDOR_STAFF,
    );
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/only the owner of the workshop manages them/),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    unmount();

    mockApi({
      'GET /vendor/billing': STAFF_REFUSED,
      'GET /vendor/billing/invoices': STAFF_REFUSED,
    });
    renderVendorPortalAt('/portal/setting/billing', ROLES.VENDOR_OWNER);
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
  });
});
