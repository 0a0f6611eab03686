import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type { WorkOrder } from 'shared/contracts/repair';
import { mockApi, renderWithProviders } from 'shared/testing';
import {
  conflictAnswer,
  vendorSession,
  workOrderFixture,
} from '../../../testing/workOrders';
import { WorkOrderPage } from '../WorkOrderPage';

function serve(start: Partial<WorkOrder> = {}) {
  let current = workOrderFixture({ status: 'in_progress', ...start });
  const api = mockApi({
    'GET /work-orders/41': () => ({ body: current }),
    'GET /work-orders/41/events': { body: [] },
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

const png = (bytes: number, name = 'after.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('vendor work order: charges and after-images', () => {
  it('lets only a money amount into the charge form and shows the charge as requested by the vendor', async () => {
    const user = userEvent.setup();
    const { api, set } = serve();
    api.on({
      'POST /work-orders/41/charges': (call) => {
        set({
          charges: [
            {
              id: 3,
              amount: '12.50',
              reason: (call.body as { reason: string }).reason,
              status: 'unpaid',
              requested_by: 'vendor',
              created_on: '2026-11-21T09:00:00Z',
            },
          ],
        });
        return { status: 201, body: { id: 3 } };
      },
    });
    renderPage();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });

    await user.type(amount, '-12.505x');
    expect(amount).toHaveValue('12.50');
    await user.clear(amount);
    await user.type(amount, '1234567890123456');
    expect(amount).toHaveValue('123456789012345');

    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(
      screen.getByRole('button', { name: 'Request extra charge' }),
    );
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(api.callsTo('POST /work-orders/41/charges')).toHaveLength(0);

    await user.type(
      screen.getByRole('textbox', { name: 'Reason' }),
      'The shank was cracked.',
    );
    await user.click(
      screen.getByRole('button', { name: 'Request extra charge' }),
    );

    expect(
      await screen.findByText(
        /The shank was cracked\. · Requested by the vendor/,
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /work-orders/41/charges')[0]?.body).toEqual({
      amount: '12.5',
      reason: 'The shank was cracked.',
    });
    expect(amount).toHaveValue('');
  });

  it('refuses a file that is not an image, or over 1 MB, before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { api } = serve();
    renderPage();
    const input = await screen.findByLabelText(/^After image \(/);
    const upload = screen.getByRole('button', { name: 'Upload after image' });

    await user.upload(
      input,
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    await user.click(upload);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a PNG, JPEG, WebP or GIF image.',
    );

    await user.upload(input, png(1024 * 1024 + 1));
    await user.click(upload);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This image is too large. Please choose an image under 1 MB.',
    );
    expect(api.callsTo('POST /uploads')).toHaveLength(0);
  });

  it('uploads an image for the store and attaches it as an after-image', async () => {
    const user = userEvent.setup();
    const { api, set } = serve();
    const name = `${'a'.repeat(32)}.png`;
    api.on({
      'POST /uploads': {
        status: 201,
        body: { url: `/api/v1/uploads/${name}` },
      },
      'POST /work-orders/41/images': () => {
        set({
          images: [
            {
              url: `/api/v1/uploads/${name}`,
              stage: 'after',
              created_on: '2026-11-21T09:00:00Z',
            },
          ],
        });
        return { status: 201, body: {} };
      },
    });
    renderPage();

    await user.upload(
      await screen.findByLabelText(/^After image \(/),
      png(2048),
    );
    await user.click(
      screen.getByRole('button', { name: 'Upload after image' }),
    );

    expect(
      await screen.findByRole('img', { name: 'The finished piece, view 1' }),
    ).toBeInTheDocument();
    const form = api.callsTo('POST /uploads')[0]?.body as FormData;
    expect(form.get('store_id')).toBe('1');
    expect((form.get('file') as File).name).toBe('after.png');
    expect(api.callsTo('POST /work-orders/41/images')[0]?.body).toEqual({
      name,
      stage: 'after',
    });
    expect(screen.getByText('After image uploaded.')).toBeInTheDocument();
  });

  it('after an upload, focus is on the new picture and a polite status says it was added', async () => {
    const user = userEvent.setup();
    const first = {
      url: `/api/v1/uploads/${'b'.repeat(32)}.png`,
      stage: 'after' as const,
      created_on: '2026-11-20T09:00:00Z',
    };
    const { api, set } = serve({ images: [first] });
    const name = `${'c'.repeat(32)}.png`;
    api.on({
      'POST /uploads': {
        status: 201,
        body: { url: `/api/v1/uploads/${name}` },
      },
      'POST /work-orders/41/images': () => {
        set({
          images: [first, { ...first, url: `/api/v1/uploads/${name}` }],
        });
        return { status: 201, body: {} };
      },
    });
    renderPage();

    await user.upload(
      await screen.findByLabelText(/^After image \(/),
      png(2048),
    );
    await user.click(
      screen.getByRole('button', { name: 'Upload after image' }),
    );

    const added = await screen.findByRole('img', {
      name: 'The finished piece, view 2',
    });
    await waitFor(() => expect(added).toHaveFocus());
    expect(screen.getByText('After image uploaded.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('a stale move answers 409: the message shows and the moves of the current state', async () => {
    const user = userEvent.setup();
    const { api, set } = serve();
    api.on({
      'POST /work-orders/41/status': () => {
        set({ status: 'on_hold', version: 5 });
        return conflictAnswer('on_hold', 5);
      },
    });
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Job done' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this work order.',
    );
    expect(
      await screen.findByRole('button', { name: 'Approve and resume' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Job done' }),
    ).not.toBeInTheDocument();
  });
});
