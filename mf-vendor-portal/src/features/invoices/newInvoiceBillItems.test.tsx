import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VENDOR_INVOICE_MESSAGES } from 'shared/contracts/vendorInvoices';
import { mockApi } from 'shared/testing';
import { renderInvoicesAt } from './testRender';
import { billableOf, billItemOf, invoiceOf, storesPage } from './testFixtures';

// A new invoice's bill items (/portal/addbillitems' items): offered next to the store's
// done work orders at their own amounts, counted in the total, sent as `bill_item_ids`; the api's
// refusal lands on the item's row.

jest.setTimeout(90_000);

const RING = billableOf();
const RUSH = billItemOf({
  id: 7,
  description: 'Rush fee',
  quantity: 2,
  unit_price: '12.50',
  amount: '25.00',
  work_order: { id: 41, label: 'WO-1000042-1' },
});
const SHIPPING = billItemOf({ id: 8 });

const total = () => screen.getByText(/^Total:/);

describe('a new invoice’s bill items', () => {
  it('offers the store’s bill items next to its done work orders, totals both and sends the chosen ones', async () => {
    let refuse = true;
    const api = mockApi({
      'GET /vendor/price-lists': { body: storesPage() },
      'GET /vendor/invoices/billable': { body: [RING] },
      'GET /vendor/bill-items': { body: [RUSH, SHIPPING] },
      'POST /vendor/invoices': () => {
        if (!refuse)
          return {
            status: 201,
            body: invoiceOf({ id: 78, invoice_no: 'INV-00010' }),
          };
        refuse = false;
        return {
          status: 400,
          body: {
            code: 'VALIDATION_ERROR',
            message: VENDOR_INVOICE_MESSAGES.billItemInvoiced,
            errors: {
              'bill_item_ids.0': VENDOR_INVOICE_MESSAGES.billItemInvoiced,
            },
          },
        };
      },
      'GET /vendor/invoices/78': {
        body: invoiceOf({ id: 78, invoice_no: 'INV-00010' }),
      },
    });
    const user = userEvent.setup();
    renderInvoicesAt('/portal/invoice/new?store=1');
    const shipping = await screen.findByRole('checkbox', {
      name: 'Return shipping',
    });
    expect(shipping).toHaveAccessibleDescription('1 × $9.00');
    expect(
      screen.getByRole('checkbox', { name: 'Rush fee' }),
    ).toHaveAccessibleDescription('2 × $12.50 · for WO-1000042-1');
    expect(total()).toHaveTextContent('Total: $0.00 (0 of 3 chosen)');
    await user.click(shipping);
    await user.click(screen.getByRole('checkbox', { name: 'WO-1000042-1' }));
    expect(total()).toHaveTextContent('Total: $59.00 (2 of 3 chosen)');

    // The api refuses the bill item (invoiced meanwhile): its row says why.
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    await waitFor(() =>
      expect(shipping).toHaveAccessibleDescription(
        expect.stringContaining(VENDOR_INVOICE_MESSAGES.billItemInvoiced),
      ),
    );
    expect(api.callsTo('POST /vendor/invoices')[0]!.body).toMatchObject({
      items: [{ work_order_id: 41, amount: '50.00' }],
      bill_item_ids: [SHIPPING.id],
    });
    await user.click(shipping);
    await user.click(screen.getByRole('checkbox', { name: 'Rush fee' }));
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Invoice INV-00010',
      }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/invoices')[1]!.body).toMatchObject({
      bill_item_ids: [RUSH.id],
    });
  });

  it('a store with bill items but no done work order can still be billed', async () => {
    mockApi({
      'GET /vendor/price-lists': { body: storesPage() },
      'GET /vendor/invoices/billable': { body: [] },
      'GET /vendor/bill-items': { body: [SHIPPING] },
    });
    renderInvoicesAt('/portal/invoice/new?store=1');
    expect(
      await screen.findByRole('checkbox', { name: 'Return shipping' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Done work orders' }),
    ).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Create invoice' }),
    ).toBeInTheDocument();
  });
});
