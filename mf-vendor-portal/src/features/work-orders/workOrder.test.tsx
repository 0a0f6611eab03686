import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type { WorkOrder } from 'shared/contracts/repair';
import { announceRecordChanged } from 'shared/live';
import { mockApi, renderWithProviders } from 'shared/testing';
import {
  conflictAnswer,
  eventFixture,
  vendorSession,
  workOrderFixture,
} from '../../testing/workOrders';
import { WorkOrderPage } from './WorkOrderPage';

/** The api with one work order whose state the moves change, as the real one does. */
function serve(start: Partial<WorkOrder> = {}) {
  let current = workOrderFixture(start);
  const api = mockApi({
    'GET /work-orders/41': () => ({ body: current }),
    'GET /work-orders/41/events': () => ({
      body: [eventFixture({ to_status: current.status })],
    }),
    'POST /work-orders/41/status': (call) => {
      const { to } = call.body as { to: WorkOrder['status'] };
      current = { ...current, status: to, version: current.version + 1 };
      return { body: current };
    },
  });
  return {
    api,
    set: (over: Partial<WorkOrder>) => {
      current = { ...current, ...over };
    },
  };
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/workorder/:id" element={<WorkOrderPage />} />
    </Routes>,
    {
      route: '/portal/workorder/41',
      tenant: { host: 'vendor.localhost', storeId: null },
      session: vendorSession(),
    },
  );

const moves = () =>
  within(screen.getByRole('group', { name: 'Next steps' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('vendor work order page', () => {
  it('shows what the store sent and offers the moves of its status', async () => {
    serve();
    renderPage();

    expect(
      await screen.findByRole('heading', { name: 'Work order WO-1000042-1' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Acme Jewelers')).toBeInTheDocument();
    expect(screen.getByText('Metal type: Gold')).toBeInTheDocument();
    expect(screen.getByText('Resize to 7, polish.')).toBeInTheDocument();
    expect(screen.getByText('01, Dec 2026')).toBeInTheDocument();
    expect(moves()).toEqual(['Accept', 'Reject']);
  });

  it('shows the vendor price of each line that has one (from the price list when sent)', async () => {
    const [ring] = workOrderFixture().lines;
    serve({
      lines: [
        { ...ring!, quantity: 2, vendor_price: '25.00' },
        {
          ...ring!,
          id: 6,
          service: { ...ring!.service, name: 'Polish' },
          vendor_price: null,
        },
      ],
    });
    renderPage();
    await screen.findByRole('heading', { name: /WO-1000042-1/ });
    const [priced, unpriced] = screen
      .getAllByRole('listitem')
      .filter((li) => /^\d+ ×/.test(li.textContent ?? ''));
    expect(priced).toHaveTextContent('Vendor price: $25.00 each');
    expect(unpriced).toHaveTextContent(/Polish/);
    expect(unpriced).not.toHaveTextContent(/Vendor price/);
  });

  it('offers start work once accepted, and no move once done', async () => {
    const { set } = serve({ status: 'accepted' });
    const { unmount } = renderPage();
    await screen.findByRole('heading', { name: /WO-1000042-1/ });
    expect(moves()).toEqual(['Start work']);
    unmount();

    set({ status: 'done' });
    renderPage();
    await screen.findByRole('heading', { name: /WO-1000042-1/ });
    expect(
      screen.queryByRole('group', { name: 'Next steps' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Done')).toBeInTheDocument();
  });

  it('accepts with the version shown and then shows the new status', async () => {
    const user = userEvent.setup();
    const { api } = serve();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    expect(
      await screen.findByRole('button', { name: 'Start work' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /work-orders/41/status')[0]?.body).toEqual({
      to: 'accepted',
      version: 3,
    });
    expect(screen.getByText('Accepted', { selector: 'p' })).toBeInTheDocument();
  });

  it('asks a reason before rejecting and sends it with the rejection', async () => {
    const user = userEvent.setup();
    const { api } = serve();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject this work order?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Please give a reason.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /work-orders/41/status')).toHaveLength(0);

    await user.type(
      within(dialog).getByLabelText('Reason'),
      'We do not work platinum.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() =>
      expect(api.callsTo('POST /work-orders/41/status')[0]?.body).toEqual({
        to: 'rejected',
        version: 3,
        reason: 'We do not work platinum.',
      }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('group', { name: 'Next steps' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('on a 409 shows the message, the current state, and keeps the typed work information', async () => {
    const user = userEvent.setup();
    const { api, set } = serve({ status: 'accepted' });
    renderPage();
    await user.type(
      await screen.findByRole('textbox', { name: 'Work information' }),
      'Sized to 7.',
    );
    api.on({
      'PATCH /work-orders/41': () => {
        set({ status: 'in_progress', version: 4 });
        return conflictAnswer('in_progress', 4);
      },
    });

    await user.click(
      screen.getByRole('button', { name: 'Save work information' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this work order. It is now shown as it is.',
    );
    expect(
      await screen.findByRole('button', { name: 'Wait for approval' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Work information' }),
    ).toHaveValue('Sized to 7.');
    expect(api.callsTo('PATCH /work-orders/41')[0]?.body).toEqual({
      version: 3,
      work_information: 'Sized to 7.',
    });

    api.on({
      'PATCH /work-orders/41': (call) => ({
        body: workOrderFixture({ ...(call.body as object) }),
      }),
    });
    await user.click(
      screen.getByRole('button', { name: 'Save work information' }),
    );
    expect(
      await screen.findByText('Work information saved.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /work-orders/41')[1]?.body).toEqual({
      version: 4,
      work_information: 'Sized to 7.',
    });
  });

  it('shows a change the store or another tab made as soon as it is announced', async () => {
    const { set } = serve();
    renderPage();
    await screen.findByRole('button', { name: 'Accept' });

    set({ status: 'accepted', version: 4 });
    act(() =>
      announceRecordChanged({
        record: 'work_order',
        id: 41,
        sales_order_id: 42,
        status: 'accepted',
        version: 4,
      }),
    );

    expect(
      await screen.findByRole('button', { name: 'Start work' }),
    ).toBeInTheDocument();
  });

  it('tells the vendor to return the piece as soon as the store cancels the order, until the job ends', async () => {
    const { set } = serve();
    renderPage();
    await screen.findByRole('button', { name: 'Accept' });
    expect(screen.queryByText(/cancelled order/)).not.toBeInTheDocument();

    set({ sales_order: { id: 42, order_no: '1000042', status: 'cancelled' } });
    act(() =>
      announceRecordChanged({
        record: 'work_order',
        id: 41,
        sales_order_id: 42,
        status: 'assigned',
        version: 1,
      }),
    );

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('The store cancelled order #1000042.');
    expect(banner).toHaveTextContent(
      'Please stop the work and return the piece to the store.',
    );

    set({ status: 'rejected', version: 2 });
    act(() =>
      announceRecordChanged({
        record: 'work_order',
        id: 41,
        sales_order_id: 42,
        status: 'rejected',
        version: 2,
      }),
    );
    await waitFor(() =>
      expect(screen.queryByText(/cancelled order/)).not.toBeInTheDocument(),
    );
  });

  it("shows the api's message when a move fails for another reason", async () => {
    const user = userEvent.setup();
    const { api } = serve();
    api.on({
      'POST /work-orders/41/status': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Server error.', errors: {} },
      },
    });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Accept' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Server error.');
    // the button leaves its loading state (antd updates it one render later)
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeEnabled();
  });
});
