import { act, screen, waitFor } from '@testing-library/react';
import { setLanguage } from 'shared/i18n';
import userEvent from '@testing-library/user-event';
import { ROLES } from 'shared/permissions';
import { mockApi } from 'shared/testing';
import { renderVendorPortalAt } from '../../testing/renderAt';
import { billingOf } from './testFixtures';

// /portal/setting/payment: the card the plan is paid with is replaced through the
// payment provider (a refused card is told on its field, and what was typed stays), and the payout
// account shows as its last 4 digits.

describe('payment and payouts (/portal/setting/payment)', () => {
  it('replaces the card: a declined one is told on the number and keeps the form; a good one replaces it', async () => {
    let declined = true;
    const api = mockApi({
      'GET /vendor/billing': { body: billingOf() },
      'PUT /vendor/billing/card': () =>
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
    renderVendorPortalAt('/portal/setting/payment', ROLES.VENDOR_OWNER);
    expect(
      await screen.findByText(
        'The plan is paid with the VISA card ending 4242.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Payouts go to Felix Fixit's US bank account ending 6789.",
      ),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Name on card/), 'Felix Fixit');
    await user.type(
      screen.getByLabelText(/Card number/),
      '4000 0000 0000 0002',
    );
    await user.type(screen.getByLabelText(/Expiry/), '12/40');
    await user.type(screen.getByLabelText(/Security code/), '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Card number/)).toHaveAccessibleDescription(
        'Your card was declined.',
      ),
    );
    expect(screen.getByLabelText(/Card number/)).toHaveValue(
      '4000 0000 0000 0002',
    );
    expect(screen.getByLabelText(/Name on card/)).toHaveValue('Felix Fixit');
    expect(
      screen.getByText('The plan is paid with the VISA card ending 4242.'),
    ).toBeInTheDocument();

    declined = false;
    await user.clear(screen.getByLabelText(/Card number/));
    await user.type(
      screen.getByLabelText(/Card number/),
      '5555 5555 5555 4444',
    );
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(
      await screen.findByText(
        'Your MASTERCARD card ending 4444 now pays for the plan.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The plan is paid with the MASTERCARD card ending 4444.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Card number/)).toHaveValue('');
    expect(api.callsTo('PUT /vendor/billing/card').map((c) => c.body)).toEqual([
      {
        card: {
          name: 'Felix Fixit',
          number: '4000 0000 0000 0002',
          exp_month: 12,
          exp_year: 2040,
          cvc: '123',
        },
        version: 1,
      },
      {
        card: {
          name: 'Felix Fixit',
          number: '5555 5555 5555 4444',
          exp_month: 12,
          exp_year: 2040,
          cvc: '123',
        },
        version: 1,
      },
    ]);
  });

  it('tells staff the payment settings are the owner’s', async () => {
    const api = mockApi({});
    renderVendorPortalAt('/portal/setting/payment', ROLES.VENDOR_STAFF);
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('reads Spanish when the portal does, and so do the plan and billing pages', async () => {
    mockApi({
      'GET /vendor/billing': { body: billingOf() },
      'GET /vendor/billing/invoices': {
        body: {
          results: [],
          count: 0,
          page: 1,
          page_size: 10,
          status_counts: {},
        },
      },
    });
    act(() => setLanguage('es'));
    try {
      const { unmount } = renderVendorPortalAt(
        '/portal/setting/payment',
        ROLES.VENDOR_OWNER,
      );
      expect(
        await screen.findByRole('heading', { name: 'Pago y cobros' }),
      ).toBeInTheDocument();
      expect(
        await screen.findByText(
          'El plan se paga con la tarjeta VISA terminada en 4242.',
        ),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: 'Guardar la tarjeta' }),
      ).toBeInTheDocument();
      unmount();
      const view = renderVendorPortalAt(
        '/portal/setting/plan',
        ROLES.VENDOR_OWNER,
      );
      expect(
        await screen.findByText(/en el plan Workshop: 3 de 5 plazas en uso/),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('radio', { name: /Workshop \(su plan\)/ }),
      ).toBeChecked();
      view.unmount();
      renderVendorPortalAt('/portal/setting/billing', ROLES.VENDOR_OWNER);
      expect(
        await screen.findByRole('heading', { name: 'Facturación' }),
      ).toBeInTheDocument();
      expect(
        await screen.findByRole('region', { name: 'Su plan' }),
      ).toHaveTextContent('Hasta 5 usuarios');
      expect(
        await screen.findByText(/Todavía no hay facturas/),
      ).toBeInTheDocument();
    } finally {
      act(() => setLanguage('en'));
    }
  });
});
