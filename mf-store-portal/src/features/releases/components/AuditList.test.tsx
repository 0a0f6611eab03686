import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { auditEntry, auditPageOf } from '../testFixtures';
import { AuditList } from './AuditList';

// The releases' audit: who, when, from → to, why; paged on the server, by remote.

describe('the releases’ audit', () => {
  it('lists the changes and filters them by remote on the server', async () => {
    const api = mockApi({
      'GET /releases/audit': (call) => ({
        body: auditPageOf(
          call.query.remote === 'notifications'
            ? []
            : [
                auditEntry({
                  id: '2',
                  action: 'pin',
                  store: { id: 1, name: 'Acme Jewelers' },
                  from: null,
                  to: '1.2.0',
                  reason: 'Acme tries the gallery',
                }),
                auditEntry(),
              ],
        ),
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AuditList />, {
      route: '/portal/releases',
      session: sessionFor(ROLES.SUPER_ADMIN),
      tenant: { host: 'app.localhost', storeId: null },
    });
    const pin = await screen.findByRole('row', { name: /Acme tries/ });
    expect(pin).toHaveTextContent('admin@platform.test');
    expect(pin).toHaveTextContent('Storefront: Store pinned (Acme Jewelers)');
    expect(pin).toHaveTextContent('none → 1.2.0');
    expect(
      screen.getByRole('row', { name: /The new checkout/ }),
    ).toHaveTextContent('1.0.0 → 1.1.0');
    expect(api.callsTo('GET /releases/audit')[0]?.query).toEqual({
      page: '1',
      page_size: '20',
    });

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Remote' }),
      'notifications',
    );
    expect(
      await screen.findByText('This remote has no change yet.'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /releases/audit').at(-1)?.query.remote).toBe(
      'notifications',
    );
  });
});
