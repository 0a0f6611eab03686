import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VENDOR_INVOICE_MESSAGES } from 'shared/contracts/vendorInvoices';
import { toApiDate } from 'shared/dates';
import { ROLES } from 'shared/permissions';
import { mockApi } from 'shared/testing';
import { renderInvoicesAt } from './testRender';
import { billableOf, invoiceOf, storesPage } from './testFixtures';

// A new invoice (/portal/invoice/new): a store is picked, its done work orders load with
// their vendor-price amounts, the total follows what is chosen and typed, the api's refusals land on
// the row or field they are about with what was typed kept, and the new invoice's page opens.

jest.setTimeout(90_000);

const DAY = 24 * 60 * 60 * 1000;

const RING = billableOf();
const CLASP = billableOf({
  work_order_id: 43,
  work_order_label: 'WO-1000044-1',
  order_no: '1000044',
  description: 'Clasp repair, Polish',
  amount: '12.00',
  has_unpriced_lines: true,
});
const CHAIN = billableOf({
  work_order_id: 44,
  work_order_label: 'WO-1000045-1',
  order_no: '1000045',
  description: 'Chain repair',
  amount: '30.00',
});

const rowOf = (label: string) =>
  within(screen.getByRole('listitem', { name: label }));
const total = () => screen.getByText(/^Total:/);

describe('a new invoice (/portal/invoice/new)', () => {
  it('loads the picked store’s done work orders, totals what is chosen, keeps typed values on a refusal and opens the new invoice', async () => {
    let refuse = true;
    const api = mockApi({
      'GET /vendor/price-lists': { body: storesPage() },
      'GET /vendor/bill-items': { body: [] },
      'GET /vendor/settings/invoice': {
        body: { payment_terms_days: 14, tax_id: '', footer: '', version: 1 },
      },
      'GET /vendor/invoices/billable': (call) => ({
        body: call.query.store_id === '1' ? [RING, CLASP, CHAIN] : [],
      }),
      'POST /vendor/invoices': () => {
        if (!refuse)
          return {
            status: 201,
            body: invoiceOf({ id: 77, invoice_no: 'INV-00009' }),
          };
        refuse = false;
        return {
          status: 400,
          body: {
            code: 'VALIDATION_ERROR',
            message: VENDOR_INVOICE_MESSAGES.invoiced,
            errors: {
              'items.1.work_order_id': VENDOR_INVOICE_MESSAGES.invoiced,
            },
          },
        };
      },
      'GET /vendor/invoices/77': {
        body: invoiceOf({ id: 77, invoice_no: 'INV-00009' }),
      },
    });
    const user = userEvent.setup();
    renderInvoicesAt('/portal/invoice/new');

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Store' }),
      'Acme Jewelers',
    );
    expect(
      await screen.findByRole('checkbox', { name: 'WO-1000042-1' }),
    ).not.toBeChecked();
    expect(screen.getByLabelText('url')).toHaveTextContent('?store=1');
    expect(
      rowOf('WO-1000044-1').getByText(
        'Some services have no price on your price list',
      ),
    ).toBeInTheDocument();
    expect(rowOf('WO-1000042-1').queryByText(/no price/)).toBeNull();
    expect(
      rowOf('WO-1000044-1').getByText('Clasp repair, Polish'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Amount for WO-1000042-1')).toHaveValue(
      '50.00',
    );
    expect(total()).toHaveTextContent('Total: $0.00 (0 of 3 chosen)');
    // Due after the owner's payment terms.
    const due = screen.getByLabelText(/Due date/);
    expect(due).toHaveValue(toApiDate(new Date(Date.now() + 14 * DAY)));
    expect(due).toHaveAccessibleDescription(
      'Your payment terms: 14 days from today.',
    );

    // Nothing chosen: said in the page, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(
      await screen.findByText(VENDOR_INVOICE_MESSAGES.empty),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/invoices')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'WO-1000042-1' }));
    await user.click(screen.getByRole('checkbox', { name: 'WO-1000045-1' }));
    expect(total()).toHaveTextContent('Total: $80.00 (2 of 3 chosen)');
    const chain = screen.getByLabelText('Amount for WO-1000045-1');
    await user.clear(chain);
    await user.type(chain, '27.5');
    expect(total()).toHaveTextContent('Total: $77.50 (2 of 3 chosen)');
    await user.type(
      screen.getByLabelText('Note on the invoice'),
      'November work',
    );

    // The api refuses the second item sent: its row (the third shown) says why; typed values stay.
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    const chainBox = screen.getByRole('checkbox', { name: 'WO-1000045-1' });
    await waitFor(() =>
      expect(chainBox).toHaveAccessibleDescription(
        expect.stringContaining(VENDOR_INVOICE_MESSAGES.invoiced),
      ),
    );
    expect(
      screen.getByRole('checkbox', { name: 'WO-1000042-1' }),
    ).toHaveAccessibleDescription(
      expect.not.stringContaining(VENDOR_INVOICE_MESSAGES.invoiced),
    );
    expect(chain).toHaveValue('27.5');
    expect(screen.getByLabelText('Note on the invoice')).toHaveValue(
      'November work',
    );
    const [first] = api.callsTo('POST /vendor/invoices');
    expect(first!.body).toEqual({
      store_id: 1,
      due_on: toApiDate(new Date(Date.now() + 14 * DAY)),
      note: 'November work',
      items: [
        { work_order_id: 41, amount: '50.00' },
        { work_order_id: 44, amount: '27.5' },
      ],
    });

    await user.click(chainBox);
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Invoice INV-00009',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('url')).toHaveTextContent(
      '/portal/invoice/77',
    );
    expect(
      screen.getByText('Invoice INV-00009 created for Acme Jewelers.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/invoices')[1]!.body).toMatchObject({
      items: [{ work_order_id: 41, amount: '50.00' }],
    });
  });

  it('checks the due date and amounts before sending, and shows the api’s due-date refusal on the field', async () => {
    const api = mockApi({
      'GET /vendor/price-lists': { body: storesPage() },
      'GET /vendor/bill-items': { body: [] },
      'GET /vendor/invoices/billable': { body: [RING] },
      'POST /vendor/invoices': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: VENDOR_INVOICE_MESSAGES.dueOn,
          errors: { due_on: VENDOR_INVOICE_MESSAGES.dueOn },
        },
      },
    });
    const user = userEvent.setup();
    renderInvoicesAt('/portal/invoice/new?store=1');
    await user.click(
      await screen.findByRole('checkbox', { name: 'WO-1000042-1' }),
    );
    const amount = screen.getByLabelText('Amount for WO-1000042-1');
    await user.clear(amount);
    // The settings could not be read (no answer here): due in 30 days.
    const due = screen.getByLabelText(/Due date/);
    expect(due).toHaveValue(toApiDate(new Date(Date.now() + 30 * DAY)));
    await user.clear(due);
    await user.type(due, '2001-01-01');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        VENDOR_INVOICE_MESSAGES.amount,
      ),
    );
    expect(due).toHaveAccessibleDescription(
      `${VENDOR_INVOICE_MESSAGES.dueOn} Your payment terms: 30 days from today.`,
    );
    expect(api.callsTo('POST /vendor/invoices')).toHaveLength(0);

    await user.type(amount, '50');
    await user.clear(due);
    await user.type(due, '2099-01-15');
    await user.click(screen.getByRole('button', { name: 'Create invoice' }));
    await waitFor(() =>
      expect(due).toHaveAccessibleDescription(
        expect.stringContaining(VENDOR_INVOICE_MESSAGES.dueOn),
      ),
    );
    expect(due).toHaveValue('2099-01-15');
    expect(api.callsTo('POST /vendor/invoices')[0]!.body).toMatchObject({
      due_on: '2099-01-15',
      items: [{ work_order_id: 41, amount: '50' }],
    });
  });

  it('says so when the store has no done work order to bill', async () => {
    mockApi({
      'GET /vendor/price-lists': { body: storesPage() },
      'GET /vendor/bill-items': { body: [] },
      'GET /vendor/invoices/billable': { body: [] },
    });
    renderInvoicesAt('/portal/invoice/new?store=2');
    expect(
      await screen.findByText(
        'No done work orders to bill for this store yet.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create invoice' })).toBeNull();
  });

  it('tells vendor staff the page is the owner’s', async () => {
    const api = mockApi({});
    renderInvoicesAt('/portal/invoice/new', ROLES.VENDOR_STAFF);
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
