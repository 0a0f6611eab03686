import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type { Integrations } from 'shared/contracts/billing';
import { ROLES } from 'shared/permissions';
import {
  mockApi,
  renderWithProviders,
  roleRecord,
  sessionFor,
} from 'shared/testing';
import { IntegrationsPage } from './IntegrationsPage';

const integrationsOf = (
  overrides: Partial<Integrations> = {},
): Integrations => ({
  carriers: [
    {
      id: 4,
      carrier: 1,
      account_number: 'ACME10042',
      is_active: true,
      version: 1,
    },
  ],
  stripe: { provider: 'test', status: 'not_configured', account_last4: null },
  is_url_integration_enabled: false,
  ada_script: null,
  google_analytics_script: null,
  google_tag_script: null,
  version: 1,
  ...overrides,
});

const renderPage = (session = sessionFor(ROLES.STORE_OWNER)) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/integrations" element={<IntegrationsPage />} />
    </Routes>,
    {
      route: '/portal/integrations',
      session,
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('the store integrations page (/portal/integrations)', () => {
  it('lists carriers, says Stripe is not configured, adds a carrier and shows the refusal', async () => {
    const api = mockApi({
      'GET /stores/1/integrations': { body: integrationsOf() },
      'POST /stores/1/integrations/carriers': (call) =>
        (call.body as { account_number: string }).account_number === 'USPS00001'
          ? {
              status: 400,
              body: {
                code: 'VALIDATION_ERROR',
                message: 'This carrier account is already on your store.',
                errors: {
                  account_number:
                    'This carrier account is already on your store.',
                },
              },
            }
          : {
              status: 201,
              body: integrationsOf({
                carriers: [
                  ...integrationsOf().carriers,
                  {
                    id: 5,
                    carrier: 2,
                    account_number: 'USPS12345',
                    is_active: true,
                    version: 1,
                  },
                ],
              }),
            },
    });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Carrier accounts' });
    expect(within(list).getByText('Fedex')).toBeInTheDocument();
    expect(screen.getByText('Not configured')).toBeInTheDocument();
    expect(
      screen.getByText(/These scripts run on your storefront/),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Carrier'), '2');
    await user.type(screen.getByLabelText(/Account number/), 'x!');
    await user.click(
      screen.getByRole('button', { name: 'Add carrier account' }),
    );
    expect(
      await screen.findByText('Please enter 5 to 30 letters and digits.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Account number/));
    await user.type(screen.getByLabelText(/Account number/), 'USPS00001');
    await user.click(
      screen.getByRole('button', { name: 'Add carrier account' }),
    );
    await waitFor(() =>
      expect(
        screen.getByLabelText(/Account number/),
      ).toHaveAccessibleDescription(
        expect.stringContaining(
          'This carrier account is already on your store.',
        ),
      ),
    );
    await user.clear(screen.getByLabelText(/Account number/));
    await user.type(screen.getByLabelText(/Account number/), 'USPS12345');
    await user.click(
      screen.getByRole('button', { name: 'Add carrier account' }),
    );
    expect(await within(list).findByText('USPS')).toBeInTheDocument();
    expect(
      api.callsTo('POST /stores/1/integrations/carriers').at(-1)!.body,
    ).toEqual({
      carrier: 2,
      account_number: 'USPS12345',
      is_active: true,
    });
  });

  it('turns the URL integration on and checks script addresses before saving', async () => {
    const api = mockApi({
      'GET /stores/1/integrations': { body: integrationsOf() },
      'PUT /stores/1/integrations/url': {
        body: integrationsOf({ is_url_integration_enabled: true, version: 2 }),
      },
      'PUT /stores/1/integrations/scripts': {
        body: integrationsOf({
          ada_script: 'https://cdn.example.test/ada.js',
          version: 3,
        }),
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('checkbox', { name: 'URL integration on' }),
    );
    expect(
      await screen.findByRole('checkbox', { name: 'URL integration on' }),
    ).toBeChecked();
    expect(api.callsTo('PUT /stores/1/integrations/url')[0]!.body).toEqual({
      is_enabled: true,
      version: 1,
    });
    const ada = screen.getByLabelText('Accessibility script');
    await user.type(ada, '<script>alert(1)</script>');
    await user.click(screen.getByRole('button', { name: 'Save scripts' }));
    expect(
      await screen.findByText(/Please enter a valid URL/),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /stores/1/integrations/scripts')).toHaveLength(0);
    await user.clear(ada);
    await user.type(ada, 'https://cdn.example.test/ada.js');
    await user.click(screen.getByRole('button', { name: 'Save scripts' }));
    expect(
      await screen.findByText('Your scripts are saved.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /stores/1/integrations/scripts')[0]!.body).toEqual({
      ada_script: 'https://cdn.example.test/ada.js',
      google_analytics_script: null,
      google_tag_script: null,
      version: 2,
    });
  });

  it('lets staff with the integration module read without writing, and refuses others', async () => {
    mockApi({ 'GET /stores/1/integrations': { body: integrationsOf() } });
    const reader = sessionFor(ROLES.STORE_STAFF, {
      role: roleRecord(ROLES.STORE_STAFF, {
        global_permissions: [{ module_id: 8, permissions: [3], is_enable: 1 }],
        locations_permissions: [],
      }),
    });
    const { unmount } = renderPage(reader);
    expect(
      await screen.findByRole('list', { name: 'Carrier accounts' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Add carrier account' }),
    ).toBeNull();
    expect(screen.queryByText(/These scripts run/)).toBeNull();
    expect(
      screen.getByRole('checkbox', { name: 'URL integration on' }),
    ).toBeDisabled();
    unmount();
    renderPage(
      sessionFor(ROLES.STORE_STAFF, {
        role: roleRecord(ROLES.STORE_STAFF, {
          global_permissions: [],
          locations_permissions: [],
        }),
      }),
    );
    expect(screen.getByText('You cannot open this page')).toBeInTheDocument();
  });

  it('shows an error when the integrations cannot load', async () => {
    mockApi({
      'GET /stores/1/integrations': {
        status: 500,
        body: { code: 'ERROR', message: 'The server failed.', errors: {} },
      },
    });
    renderPage();
    expect(
      await screen.findByText('We could not load your integrations.'),
    ).toBeInTheDocument();
  });
});
