import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BILL_ITEM_MESSAGES,
  type BillItem,
} from 'shared/contracts/vendorBillItems';
import type { WorkOrderPage } from 'shared/contracts/repair';
import { ROLES } from 'shared/permissions';
import { mockApi } from 'shared/testing';
import { renderVendorPortalAt } from '../../testing/renderAt';

// /portal/addbillitems: the owner's extra bill items for a store (added, edited under
// their version, deleted after a confirm) until an invoice bills them.

jest.setTimeout(90_000);

const ACME = { id: 1, name: 'Acme Jewelers' };
const itemOf = (over: Partial<BillItem> = {}): BillItem => ({
  id: 7,
  store: ACME,
  work_order: null,
  description: 'Rush fee',
  quantity: 2,
  unit_price: '12.50',
  amount: '25.00',
  created_on: '2026-11-02T12:00:00.000Z',
  version: 1,
  ...over,
});
const WORK_ORDERS = {
  results: [
    {
      id: 41,
      work_order_no: '1000042-1',
      status: 'done',
      vendor: { id: 1, name: 'Fixit Workshop' },
      store: ACME,
      sales_order: { id: 5, order_no: '1000042', status: 'in_progress' },
      location: null,
      due_date: null,
      item_count: 1,
      created_on: '2026-11-01T12:00:00.000Z',
      updated_on: '2026-11-01T12:00:00.000Z',
      version: 3,
    },
  ],
  count: 1,
  page: 1,
  page_size: 20,
  status_counts: { all: 1 },
} as WorkOrderPage;

const base = (items: () => BillItem[]) => ({
  'GET /vendor/stores': { body: [ACME, { id: 2, name: 'Globex' }] },
  'GET /vendor/work-orders': { body: WORK_ORDERS },
  'GET /vendor/bill-items': () => ({ body: items() }),
});

describe('bill items', () => {
  it('adds an item for the chosen store, about one of its work orders, checked before sending', async () => {
    let items: BillItem[] = [];
    const api = mockApi({
      ...base(() => items),
      'POST /vendor/bill-items': (call) => {
        const body = call.body as { description: string };
        items = [
          itemOf({
            description: body.description,
            work_order: { id: 41, label: 'WO-1000042-1' },
          }),
        ];
        return { status: 201, body: items[0] };
      },
    });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/addbillitems', ROLES.VENDOR_OWNER);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Store' }),
      'Acme Jewelers',
    );
    expect(
      await screen.findByText(/No items waiting for Acme Jewelers/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(
      await screen.findByText(BILL_ITEM_MESSAGES.description),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/bill-items')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Description/), 'Rush fee');
    const quantity = screen.getByLabelText(/Quantity/);
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(screen.getByLabelText(/Unit price/), '12.50');
    expect(screen.getByText('Amount: $25.00')).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Work order (optional)' }),
      'WO-1000042-1 · order 1000042',
    );
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(
      await screen.findByText(BILL_ITEM_MESSAGES.added),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /vendor/bill-items')[0]!.body).toEqual({
      store_id: 1,
      description: 'Rush fee',
      quantity: 2,
      unit_price: '12.50',
      work_order_id: 41,
    });
    const list = await screen.findByRole('list', {
      name: 'Items waiting to be invoiced',
    });
    expect(list).toHaveTextContent('2 × $12.50 = $25.00');
    expect(
      within(list).getByRole('link', { name: 'WO-1000042-1' }),
    ).toHaveAttribute('href', '/portal/workorder/41');
    expect(
      screen.getByRole('link', { name: 'Invoice Acme Jewelers' }),
    ).toHaveAttribute('href', '/portal/invoice/new?store=1');
  });

  it('edits an item under its version: a stale save shows what was saved, then saves', async () => {
    let items = [itemOf()];
    let calls = 0;
    const api = mockApi({
      ...base(() => items),
      'PUT /vendor/bill-items/7': () => {
        calls += 1;
        if (calls === 1)
          return {
            status: 409,
            body: {
              code: 'CONFLICT',
              message: BILL_ITEM_MESSAGES.stale,
              errors: {},
              current: itemOf({ quantity: 4, amount: '50.00', version: 2 }),
            },
          };
        items = [itemOf({ quantity: 5, amount: '62.50', version: 3 })];
        return { body: items[0] };
      },
    });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/addbillitems?store=1', ROLES.VENDOR_OWNER);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const quantity = within(dialog).getByLabelText(/Quantity/);
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(BILL_ITEM_MESSAGES.stale),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Quantity/)).toHaveValue('4');
    const again = within(dialog).getByLabelText(/Quantity/);
    await user.clear(again);
    await user.type(again, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(BILL_ITEM_MESSAGES.saved),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /vendor/bill-items/7')[1]!.body).toMatchObject({
      quantity: 5,
      version: 2,
    });
    expect(await screen.findByText('5 × $12.50 = $62.50')).toBeInTheDocument();
  });

  it('deletes after asking; an invoiced item says why it cannot be', async () => {
    let items = [itemOf(), itemOf({ id: 8, description: 'Return shipping' })];
    const api = mockApi({
      ...base(() => items),
      'DELETE /vendor/bill-items/7': () => {
        items = items.filter((i) => i.id !== 7);
        return { body: {} };
      },
      'DELETE /vendor/bill-items/8': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: BILL_ITEM_MESSAGES.invoiced,
          errors: {},
          current: itemOf({ id: 8 }),
        },
      },
    });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/addbillitems?store=1', ROLES.VENDOR_OWNER);
    const rush = await screen.findByRole('group', {
      name: 'Actions for Rush fee',
    });
    await user.click(within(rush).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete “Rush fee”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(BILL_ITEM_MESSAGES.deleted),
    ).toBeInTheDocument();
    expect(api.callsTo('DELETE /vendor/bill-items/7')).toHaveLength(1);
    expect(
      screen.queryByRole('group', { name: 'Actions for Rush fee' }),
    ).toBeNull();

    const shipping = screen.getByRole('group', {
      name: 'Actions for Return shipping',
    });
    await user.click(within(shipping).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(
      await screen.findByText(BILL_ITEM_MESSAGES.invoiced),
    ).toBeInTheDocument();
  });

  it('staff are told only the owner manages it, without asking the api', async () => {
    const api = mockApi({});
    renderVendorPortalAt('/portal/addbillitems', ROLES.VENDOR_STAFF);
    expect(
      await screen.findByText("Only the workshop's owner manages its settings"),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
