import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type {
  StoreVendor,
  StoreVendorPage,
} from 'shared/contracts/storeVendors';
import { ROLES } from 'shared/permissions';
import {
  mockApi,
  renderWithProviders,
  roleRecord,
  sessionFor,
} from 'shared/testing';
import { VendorsPage } from './VendorsPage';

const fixit: StoreVendor = {
  id: 1,
  name: 'Fixit Workshop',
  contact_email: 'owner@fixit.test',
  since: '2026-03-02T10:00:00.000Z',
  open_work_orders: 3,
  is_active: true,
  version: 1,
  logo: null,
  description: 'Ring sizing and soldering.',
};
const pageOf = (results: StoreVendor[]): StoreVendorPage => ({
  results,
  count: results.length,
  page: 1,
  page_size: 20,
  status_counts: { all: results.length },
});
const EMPTY = { body: { results: [] } };

const renderPage = (session = sessionFor(ROLES.STORE_OWNER)) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/vendors" element={<VendorsPage />} />
    </Routes>,
    {
      route: '/portal/vendors',
      session,
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('the store’s vendors (/portal/vendors)', () => {
  it('lists linked vendors, searches on the server and deactivates after a confirm', async () => {
    let current = fixit;
    const api = mockApi({
      'GET /portal/vendors': (call) => ({
        body: pageOf(call.query.search === 'nobody' ? [] : [current]),
      }),
      'GET /portal/vendor-invitations': EMPTY,
      'GET /portal/insurance-plans': { body: [] },
      'POST /portal/vendors/1/deactivate': () => {
        current = { ...fixit, is_active: false, version: 2 };
        return { body: current };
      },
    });
    const user = userEvent.setup();
    renderPage();

    const row = await screen.findByRole('row', { name: /Fixit Workshop/ });
    expect(within(row).getByText('owner@fixit.test')).toBeInTheDocument();
    expect(within(row).getByText('02, Mar 2026')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    // the vendor's own profile says what it does
    expect(
      within(row).getByText('Ring sizing and soldering.'),
    ).toBeInTheDocument();

    await user.click(
      within(row).getByRole('button', { name: 'Deactivate Fixit Workshop' }),
    );
    // antd gives every title the id 'test-id' under jest: find the dialog by its text.
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Deactivate Fixit Workshop?'),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Deactivate' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Reactivate Fixit Workshop' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /portal/vendors/1/deactivate')[0]!.body).toEqual({
      version: 1,
    });

    await user.type(
      screen.getByRole('searchbox', { name: 'Search vendors' }),
      'nobody{Enter}',
    );
    expect(
      await screen.findByText('Nothing matches this search and these filters.'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /portal/vendors').at(-1)!.query).toMatchObject({
      search: 'nobody',
    });
  });

  it('invites a vendor: the api’s refusal shows on the field, success is announced', async () => {
    const api = mockApi({
      'GET /portal/vendors': { body: pageOf([]) },
      'GET /portal/vendor-invitations': EMPTY,
      'GET /portal/insurance-plans': { body: [] },
      'POST /portal/vendor-invitations': (call) =>
        (call.body as { email: string }).email === 'owner@fixit.test'
          ? {
              status: 400,
              body: {
                code: 'VALIDATION_ERROR',
                message: 'This vendor is already linked to your store.',
                errors: {
                  email: 'This vendor is already linked to your store.',
                },
              },
            }
          : {
              status: 201,
              body: {
                id: 5,
                email: 'bolt@vendor.test',
                name: null,
                created_on: '2026-03-02T10:00:00.000Z',
                expires_on: '2026-03-09T10:00:00.000Z',
              },
            },
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText(
        'No vendors yet. Invite a vendor by email to send them work orders.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite vendor' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Invite a vendor',
    });
    const email = within(dialog).getByLabelText(/Email/);
    await user.type(email, 'owner@fixit.test');
    await user.click(
      within(dialog).getByRole('button', { name: 'Send invitation' }),
    );
    expect(
      await within(dialog).findAllByText(
        'This vendor is already linked to your store.',
      ),
    ).not.toHaveLength(0);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.clear(email);
    await user.type(email, 'bolt@vendor.test');
    await user.click(
      within(dialog).getByRole('button', { name: 'Send invitation' }),
    );
    expect(
      await screen.findByText('Invitation sent to bolt@vendor.test.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /portal/vendor-invitations')).toHaveLength(2);
  });

  it('refuses staff without the vendor management module', async () => {
    mockApi({});
    renderPage(
      sessionFor(ROLES.STORE_STAFF, {
        role: roleRecord(ROLES.STORE_STAFF, {
          global_permissions: [],
          locations_permissions: [],
        }),
      }),
    );
    expect(
      await screen.findByText(
        "You do not have permission to manage the store's vendors.",
      ),
    ).toBeInTheDocument();
  });
});
