import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  INVOICE_SETTINGS_MESSAGES,
  type VendorInvoiceSettings,
} from 'shared/contracts/vendorInvoices';
import { i18n } from 'shared/i18n';
import { mockApi } from 'shared/testing';
import { renderVendorPortalAt } from '../../testing/renderAt';

// /portal/setting/invoice, the owner's payment terms, tax id and footer.

const SETTINGS: VendorInvoiceSettings = {
  payment_terms_days: 30,
  tax_id: '',
  footer: '',
  version: 1,
};

describe('invoice settings', () => {
  it('saves the terms, tax id and footer under the version it read', async () => {
    const api = mockApi({
      'GET /vendor/settings/invoice': { body: SETTINGS },
      'PUT /vendor/settings/invoice': {
        body: { payment_terms_days: 14, tax_id: 'DE1', footer: '', version: 2 },
      },
    });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/setting/invoice', 7);
    const terms = await screen.findByLabelText(/Payment terms \(days\)/);
    await user.clear(terms);
    await user.type(terms, '14');
    await user.type(screen.getByLabelText('Tax id'), 'DE1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(INVOICE_SETTINGS_MESSAGES.saved),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /vendor/settings/invoice')[0]!.body).toEqual({
      payment_terms_days: 14,
      tax_id: 'DE1',
      footer: '',
      version: 1,
    });
  });

  it('refuses terms past 365 days before sending, keeping what was typed', async () => {
    const api = mockApi({ 'GET /vendor/settings/invoice': { body: SETTINGS } });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/setting/invoice', 7);
    const terms = await screen.findByLabelText(/Payment terms \(days\)/);
    await user.clear(terms);
    await user.type(terms, '400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(INVOICE_SETTINGS_MESSAGES.terms),
    ).toBeInTheDocument();
    expect(terms).toHaveValue('400');
    expect(api.callsTo('PUT /vendor/settings/invoice')).toHaveLength(0);
  });

  it('a stale save says so and shows what the other person saved', async () => {
    mockApi({
      'GET /vendor/settings/invoice': { body: SETTINGS },
      'PUT /vendor/settings/invoice': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: INVOICE_SETTINGS_MESSAGES.stale,
          errors: {},
          current: { ...SETTINGS, footer: 'Thanks!', version: 2 },
        },
      },
    });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/setting/invoice', 7);
    await user.type(await screen.findByLabelText('Tax id'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(INVOICE_SETTINGS_MESSAGES.stale),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Footer')).toHaveValue('Thanks!');
  });

  it('in Spanish, says the save and a refused terms value in Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    try {
      mockApi({
        'GET /vendor/settings/invoice': { body: SETTINGS },
        'PUT /vendor/settings/invoice': { body: { ...SETTINGS, version: 2 } },
      });
      const user = userEvent.setup();
      renderVendorPortalAt('/portal/setting/invoice', 7);
      const terms = await screen.findByRole('textbox', { name: /pago/ });
      await user.clear(terms);
      await user.type(terms, '400');
      const save = screen.getByRole('button', { name: 'Guardar' });
      await user.click(save);
      expect(
        await screen.findByText('El plazo de pago es de 0 a 365 días.'),
      ).toBeInTheDocument();
      await user.clear(terms);
      await user.type(terms, '30');
      await user.click(save);
      expect(
        await screen.findByText('Ajustes de factura guardados.'),
      ).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('staff are told only the owner manages settings', async () => {
    mockApi({
      'GET /vendor/settings/invoice': {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Not allowed.', errors: {} },
      },
    });
    renderVendorPortalAt('/portal/setting/invoice', 8);
    expect(
      await screen.findByText("Only the workshop's owner manages its settings"),
    ).toBeInTheDocument();
  });
});
