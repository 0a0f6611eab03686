import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import type { SalesOrder } from '../api';
import { NO_VENDOR_MESSAGE, WorkOrderDialog } from './WorkOrderDialog';

const line = (id: number, name: string) => ({
  id,
  service: { id, name, image: null },
  quantity: 1,
  unit_price: '10.00',
  line_total: '10.00',
  choices: [],
});

const order = {
  id: 7,
  lines: [line(1, 'Ring resize'), line(2, 'Chain repair'), line(3, 'Polish')],
  lines_out: [3],
} as unknown as SalesOrder;

const renderDialog = (onCreated: jest.Mock = jest.fn()) => {
  renderWithProviders(
    <WorkOrderDialog
      order={order}
      open
      onClose={() => {}}
      onCreated={onCreated}
    />,
    {
      session: sessionFor(4),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );
};

/** The dialog as the order page opens it: from its "Create work order" button. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Create work order
      </button>
      <WorkOrderDialog
        order={order}
        open={open}
        onClose={() => setOpen(false)}
        onCreated={() => setOpen(false)}
      />
    </>
  );
}

describe('WorkOrderDialog', () => {
  it('gives focus back to what opened it on Escape and on Cancel', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /store-vendors': { body: [{ id: 5, name: 'Fixit' }] } });
    renderWithProviders(<Opener />, {
      session: sessionFor(4),
      tenant: { host: 'app.localhost', storeId: null },
    });
    const opener = screen.getByRole('button', { name: 'Create work order' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', {
      name: 'Create work order',
    });
    await screen.findByRole('option', { name: 'Fixit' });
    await user.click(screen.getByRole('checkbox', { name: 'Ring resize × 1' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: 'Fixit' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      screen.queryByRole('dialog', { name: 'Create work order' }),
    ).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('offers only the items not already with a vendor, and asks for items and a vendor', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /store-vendors': { body: [{ id: 5, name: 'Fixit' }] },
    });
    renderDialog();
    expect(
      await screen.findByRole('checkbox', { name: 'Ring resize × 1' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: 'Polish × 1' }),
    ).not.toBeInTheDocument();
    await screen.findByRole('option', { name: 'Fixit' });
    await user.click(screen.getByRole('button', { name: 'Send to vendor' }));
    expect(
      await screen.findByText('Please choose at least one item to send'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please choose a vendor')).toBeInTheDocument();
    expect(api.callsTo('POST /sales-orders/7/work-orders')).toHaveLength(0);
  });

  it('says how to link a vendor when the store has none', async () => {
    mockApi({ 'GET /store-vendors': { body: [] } });
    renderDialog();
    expect(await screen.findByText(NO_VENDOR_MESSAGE)).toBeInTheDocument();
  });

  it('sends the chosen items to the vendor with instructions and a due date', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /store-vendors': { body: [{ id: 5, name: 'Fixit' }] },
      'POST /sales-orders/7/work-orders': {
        status: 201,
        body: {
          id: 3,
          work_order_no: '1000042-1',
          vendor: { id: 5, name: 'Fixit' },
        },
      },
    });
    const onCreated = jest.fn();
    renderDialog(onCreated);
    await user.click(
      await screen.findByRole('checkbox', { name: 'Chain repair × 1' }),
    );
    await screen.findByRole('option', { name: 'Fixit' });
    await user.selectOptions(screen.getByLabelText('Vendor'), 'Fixit');
    await user.type(
      screen.getByLabelText('Instructions for the vendor'),
      'Solder the link',
    );
    await user.type(screen.getByLabelText('Due date'), '2030-05-01');
    await user.click(screen.getByRole('button', { name: 'Send to vendor' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.callsTo('POST /sales-orders/7/work-orders')[0]?.body).toEqual({
      vendor_id: 5,
      line_ids: [2],
      instructions: 'Solder the link',
      due_date: '2030-05-01',
    });
  });

  it('offers Retry when sending got no answer, with focus, and Retry sends what was chosen', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const api = mockApi({
      'GET /store-vendors': { body: [{ id: 5, name: 'Fixit' }] },
      'POST /sales-orders/7/work-orders': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return {
          status: 201,
          body: { id: 3, work_order_no: '1000042-1', vendor: { id: 5 } },
        };
      },
    });
    const onCreated = jest.fn();
    renderDialog(onCreated);
    await user.click(
      await screen.findByRole('checkbox', { name: 'Chain repair × 1' }),
    );
    await screen.findByRole('option', { name: 'Fixit' });
    await user.selectOptions(screen.getByLabelText('Vendor'), 'Fixit');
    await user.click(screen.getByRole('button', { name: 'Send to vendor' }));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You appear to be offline, or the server did not answer.',
    );
    await waitFor(() => expect(retry).toHaveFocus());
    expect(onCreated).not.toHaveBeenCalled();
    await user.click(retry);
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const sent = api.callsTo('POST /sales-orders/7/work-orders');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(sent[1]?.body).toMatchObject({ vendor_id: 5, line_ids: [2] });
  });
});
