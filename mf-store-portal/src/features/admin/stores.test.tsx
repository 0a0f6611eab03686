import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type { AdminStore } from 'shared/contracts/access';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { StoresPage } from './StoresPage';

// The super admin's stores list (/portal/stores).

const store = (overrides: Partial<AdminStore> = {}): AdminStore => ({
  id: 1,
  name: 'Acme Jewelers',
  url: 'acme.localhost',
  is_active: true,
  is_onboarding_complete: true,
  owner_email: 'owner@acme.test',
  ...overrides,
});
const pageOf = (results: AdminStore[]) => ({
  results,
  count: results.length,
  page: 1,
  page_size: 10,
  status_counts: { all: results.length },
});

const renderPage = (role: number = ROLES.SUPER_ADMIN) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/stores" element={<StoresPage />} />
    </Routes>,
    {
      route: '/portal/stores',
      session: sessionFor(role),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('the stores list (/portal/stores)', () => {
  it('lists the stores, searches on the server and opens a portal through /authenticate', async () => {
    const api = mockApi({
      'GET /admin/stores': (call) => ({
        body: pageOf(
          call.query.search === 'glob'
            ? [
                store({
                  id: 2,
                  name: 'Globex Jewelry',
                  url: 'globex.localhost',
                }),
              ]
            : [store(), store({ id: 3, name: 'Initech', is_active: false })],
        ),
      }),
    });
    const user = userEvent.setup();
    renderPage();
    const acme = await screen.findByRole('row', { name: /Acme Jewelers/ });
    expect(within(acme).getByText('Active')).toBeInTheDocument();
    // named as it reads (WCAG 2.5.3: the visible words first), then whose portal
    const open = within(acme).getByRole('link', {
      name: 'Open portal: Acme Jewelers',
    });
    expect(open).toHaveAttribute('href', '/authenticate/1');
    expect(open).toHaveTextContent(/^Open portal$/);
    const initech = screen.getByRole('row', { name: /Initech/ });
    expect(within(initech).getByText('Inactive')).toBeInTheDocument();

    await user.type(
      screen.getByRole('searchbox', { name: 'Search stores' }),
      'glob{Enter}',
    );
    expect(
      await screen.findByRole('row', { name: /Globex Jewelry/ }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /admin/stores').at(-1)?.query.search).toBe('glob');
  });

  it('deactivates a store only after the confirm, and says so', async () => {
    let active = true;
    const api = mockApi({
      'GET /admin/stores': () => ({
        body: pageOf([store({ is_active: active })]),
      }),
      'PATCH /admin/stores/1': (call) => {
        active = (call.body as { is_active: boolean }).is_active;
        return { body: store({ is_active: active }) };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Deactivate Acme Jewelers' }),
    );
    // (antd's test ids make every dialog's accessible name the same: read its title instead)
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Deactivate Acme Jewelers?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PATCH /admin/stores/1')).toHaveLength(0);

    await user.click(
      screen.getByRole('button', { name: 'Deactivate Acme Jewelers' }),
    );
    await user.click(
      await screen.findByLabelText('Reason (optional, kept in the audit log)'),
    );
    await user.paste('Unpaid invoices');
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(
      await screen.findByText('Acme Jewelers is inactive now.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /admin/stores/1')[0]?.body).toEqual({
      is_active: false,
      reason: 'Unpaid invoices',
    });
    expect(
      await screen.findByRole('button', { name: 'Activate Acme Jewelers' }),
    ).toBeInTheDocument();
  });

  it('is refused to store owners, without asking the api', async () => {
    const api = mockApi({});
    renderPage(ROLES.STORE_OWNER);
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
