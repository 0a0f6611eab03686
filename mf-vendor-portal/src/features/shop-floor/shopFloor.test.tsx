import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type { WorkOrder } from 'shared/contracts/repair';
import { mockApi, renderWithProviders } from 'shared/testing';
import VendorPortalRoutes from '../../routes';
import {
  pageOf,
  summaryOf,
  vendorSession,
  workOrderFixture,
} from '../../testing/workOrders';

/** The api with one work order that the steps move, as the real one does. */
function serve(start: Partial<WorkOrder> = {}) {
  let current = workOrderFixture(start);
  const api = mockApi({
    'GET /work-orders/41': () => ({ body: current }),
    'GET /work-orders/41/events': { body: [] },
    'POST /work-orders/41/status': (call) => {
      const { to } = call.body as { to: WorkOrder['status'] };
      current = { ...current, status: to, version: current.version + 1 };
      return { body: current };
    },
    'PATCH /work-orders/41': (call) => {
      const { version: _v, ...edit } = call.body as { version: number };
      current = { ...current, ...edit, version: current.version + 1 };
      return { body: current };
    },
  });
  return api;
}

const mount = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/*" element={<VendorPortalRoutes basePath="" />} />
    </Routes>,
    {
      route,
      tenant: { host: 'vendor.localhost', storeId: null },
      session: vendorSession(),
    },
  );

describe('shop floor', () => {
  it('the envelope scan opens the job, and a job of another vendor gets a clear page', async () => {
    const api = serve();
    api.on({
      'GET /vendor/scan/1/1/1000042': { body: { work_order_id: 41 } },
    });
    const { unmount } = mount('/scan-work-instructions/1/1/1000042');
    expect(
      await screen.findByRole('heading', { name: 'Start work: WO-1000042-1' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    unmount();

    mount('/scan-work-instructions/2/1/1000099');
    expect(
      await screen.findByRole('heading', {
        name: 'This job is not one of yours',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Go to your jobs' }),
    ).toHaveAttribute('href', '/work-items');
  });

  it('the envelope of a job already back at the store says when it went back', async () => {
    const api = serve({ status: 'returned' });
    api.on({
      'GET /vendor/scan/1/1/1000042': {
        body: { work_order_id: 41, returned_on: '2026-11-24T15:30:00.000Z' },
      },
    });
    mount('/scan-work-instructions/1/1/1000042');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This job was returned to the store on 24, Nov 2026',
      }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'This job is not one of yours' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the job' })).toHaveAttribute(
      'href',
      '/portal/workorder/41',
    );
  });

  it('start work moves the accepted job to in progress and says so', async () => {
    const user = userEvent.setup();
    const api = serve({ status: 'accepted' });
    mount('/start-work?work_order=41');

    await user.click(await screen.findByRole('button', { name: 'Start work' }));

    expect(await screen.findByText('Work has started.')).toBeInTheDocument();
    expect(api.callsTo('POST /work-orders/41/status')[0]?.body).toEqual({
      to: 'in_progress',
      version: 3,
    });
    expect(
      screen.getByText('In progress', { selector: 'strong' }),
    ).toBeVisible();
  });

  it('tell us saves the work information with the version shown', async () => {
    const user = userEvent.setup();
    const api = serve({ status: 'in_progress' });
    mount('/tell-us?work_order=41');

    await user.type(
      await screen.findByRole('textbox', { name: 'Work information' }),
      'Sized to 7 and polished.',
    );
    await user.click(
      screen.getByRole('button', { name: 'Save work information' }),
    );

    expect(
      await screen.findByText('Work information saved.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /work-orders/41')[0]?.body).toEqual({
      version: 3,
      work_information: 'Sized to 7 and polished.',
    });
  });

  it('job done moves the job to done and the result stays after a refresh', async () => {
    const user = userEvent.setup();
    const api = serve({ status: 'in_progress' });
    const { unmount } = mount('/job-done?work_order=41');

    await user.click(await screen.findByRole('button', { name: 'Job done' }));

    expect(await screen.findByText('Job done.')).toBeInTheDocument();
    expect(api.callsTo('POST /work-orders/41/status')[0]?.body).toEqual({
      to: 'done',
      version: 3,
    });
    unmount();
    mount('/job-done?work_order=41');
    expect(await screen.findByText('Job done.')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Job done' }),
    ).not.toBeInTheDocument();
  });

  it('lists the open jobs as cards, newest due date first, each opening its step', async () => {
    const job = (id: number, over: Partial<WorkOrder>) =>
      summaryOf(
        workOrderFixture({ id, work_order_no: `100004${id}-1`, ...over }),
      );
    const rows = [
      job(1, { due_date: '2026-12-01', status: 'assigned' }),
      job(2, { due_date: '2026-12-09', status: 'in_progress' }),
      job(3, { due_date: '2026-12-20', status: 'done' }),
      job(4, { due_date: null, status: 'accepted' }),
    ];
    const api = mockApi({
      'GET /vendor/work-orders': (call) => ({
        body: pageOf(
          rows.filter((row) =>
            String(call.query.status).split(',').includes(row.status),
          ),
        ),
      }),
    });
    mount('/work-items');

    await screen.findByRole('heading', { name: 'Your jobs' });
    const cards = await screen.findAllByRole('link', { name: /^WO-/ });
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/job-in-progress?work_order=2',
      '/start-work?work_order=1',
      '/start-work?work_order=4',
    ]);
    expect(
      api.callsTo('GET /vendor/work-orders').map((call) => call.query.status),
    ).toEqual(['assigned,accepted,in_progress,on_hold']);
  });
});
