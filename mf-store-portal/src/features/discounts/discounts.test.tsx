import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import {
  DISCOUNT_MESSAGES,
  type Discount,
  type DiscountPage,
} from 'shared/contracts/discounts';
import { ROLES } from 'shared/permissions';
import {
  mockApi,
  renderWithProviders,
  roleRecord,
  sessionFor,
} from 'shared/testing';
import { DiscountsPage } from './DiscountsPage';

const welcome: Discount = {
  id: 1,
  code: 'WELCOME10',
  kind: 'percent',
  value: '10.00',
  min_subtotal: null,
  starts_on: null,
  ends_on: null,
  usage_limit: null,
  once_per_customer: false,
  is_active: true,
  status: 'active',
  uses: 2,
  version: 3,
  created_on: '2026-01-01T10:00:00.000Z',
};
const pageOf = (results: Discount[]): DiscountPage => ({
  results,
  count: results.length,
  page: 1,
  page_size: 20,
  status_counts: {
    all: results.length,
    active: results.filter((d) => d.status === 'active').length,
  },
});
const renderPage = (session = sessionFor(ROLES.STORE_OWNER)) =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/discounts" element={<DiscountsPage />} />
    </Routes>,
    {
      route: '/portal/discounts',
      session,
      tenant: { host: 'app.localhost', storeId: null },
    },
  );
const dialog = () => screen.getByRole('dialog');
/** Replaces a field's text in one input event (long antd forms are slow on a busy machine). */
const fill = async (label: RegExp, text: string) => {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
};

describe('the store’s discount codes (/portal/discounts)', () => {
  it('says what to do when there are none; the form checks like the api before sending', async () => {
    const api = mockApi({ 'GET /portal/discounts': { body: pageOf([]) } });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText(/No discount codes yet. Add a code/),
    ).toBeInTheDocument();
    await user.click(
      screen.getAllByRole('button', { name: 'Add discount code' })[0]!,
    );
    await fill(/^Code/, 'ab');
    await fill(/Percent off/, '150');
    await user.click(screen.getByRole('button', { name: 'Save discount' }));
    expect(await screen.findByText(DISCOUNT_MESSAGES.code)).toBeVisible();
    expect(screen.getByText(DISCOUNT_MESSAGES.percent)).toBeVisible();
    expect(api.callsTo('POST /portal/discounts')).toHaveLength(0);
  });

  it('keeps what was typed when the api refuses it, shows its field error, and adds the code', async () => {
    let codes: Discount[] = [];
    const api = mockApi({
      'GET /portal/discounts': () => ({ body: pageOf(codes) }),
      'POST /portal/discounts': (call) => {
        const body = call.body as { code: string };
        if (body.code === 'TAKEN')
          return {
            status: 400,
            body: {
              code: 'VALIDATION_ERROR',
              message: DISCOUNT_MESSAGES.codeTaken,
              errors: { code: DISCOUNT_MESSAGES.codeTaken },
            },
          };
        codes = [
          { ...welcome, id: 2, code: body.code, value: '15.00', uses: 0 },
        ];
        return { status: 201, body: codes[0] };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      (await screen.findAllByRole('button', { name: 'Add discount code' }))[0]!,
    );
    await fill(/^Code/, 'TAKEN');
    await fill(/Percent off/, '15');
    await fill(/Total number of uses/, '50');
    await user.click(screen.getByRole('button', { name: 'Save discount' }));
    expect(
      (await within(dialog()).findAllByText(DISCOUNT_MESSAGES.codeTaken))
        .length,
    ).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Code/)).toHaveValue('TAKEN');
    expect(screen.getByLabelText(/Percent off/)).toHaveValue('15');

    await fill(/^Code/, 'SPRING15');
    await user.click(screen.getByRole('button', { name: 'Save discount' }));
    expect(await screen.findByText('SPRING15 was added.')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('table')).findByText('SPRING15'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /portal/discounts')[1]!.body).toEqual({
      code: 'SPRING15',
      kind: 'percent',
      value: '15',
      usage_limit: 50,
      once_per_customer: false,
      is_active: true,
    });
  });

  it('filters by status on the server; deactivates after a confirm; a used code’s delete is refused with the api’s words', async () => {
    const api = mockApi({
      'GET /portal/discounts': { body: pageOf([welcome]) },
      'POST /portal/discounts/1/deactivate': {
        body: { ...welcome, is_active: false, status: 'inactive' },
      },
      'DELETE /portal/discounts/1': {
        status: 409,
        body: {
          code: 'DISCOUNT.IN_USE',
          message: DISCOUNT_MESSAGES.inUse,
          errors: {},
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('10 % off')).toBeInTheDocument();
    expect(within(table).getByText('2 uses')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'expired');
    await waitFor(() =>
      expect(api.callsTo('GET /portal/discounts').at(-1)!.query).toMatchObject({
        status: 'expired',
        page: '1',
      }),
    );

    await user.click(
      screen.getByRole('button', { name: 'Deactivate WELCOME10' }),
    );
    // antd names every dialog 'test-id' under jest: find it by its title's text
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText('Deactivate the discount code')).toBeVisible();
    await user.click(within(ask).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('WELCOME10 was deactivated.')).toBeVisible();
    expect(api.callsTo('POST /portal/discounts/1/deactivate')[0]!.body).toEqual(
      { version: 3 },
    );

    await user.click(screen.getByRole('button', { name: 'Delete WELCOME10' }));
    const del = await screen.findByRole('dialog');
    expect(within(del).getByText('Delete the discount code')).toBeVisible();
    expect(
      within(del).getByText('Are you sure you want to delete ?'),
    ).toBeVisible();
    await user.click(within(del).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DISCOUNT_MESSAGES.inUse)).toBeVisible();
  });

  it('a stale save says what is saved now and keeps what was typed; saving again sends the new version', async () => {
    const now = { ...welcome, value: '12.00', version: 4 };
    const api = mockApi({
      'GET /portal/discounts': { body: pageOf([welcome]) },
      'PUT /portal/discounts/1': (call) =>
        (call.body as { version: number }).version === 3
          ? {
              status: 409,
              body: {
                code: 'CONFLICT',
                message: DISCOUNT_MESSAGES.stale,
                errors: {},
                current: now,
              },
            }
          : { body: { ...now, value: '20.00', version: 5 } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Change WELCOME10' }),
    );
    const value = screen.getByLabelText(/Percent off/);
    await user.clear(value);
    await user.type(value, '20');
    await user.click(screen.getByRole('button', { name: 'Save discount' }));
    expect(await screen.findByText(DISCOUNT_MESSAGES.stale)).toBeVisible();
    expect(screen.getByText(/Now saved: WELCOME10 · 12 % off/)).toBeVisible();
    expect(screen.getByLabelText(/Percent off/)).toHaveValue('20');

    await user.click(screen.getByRole('button', { name: 'Save discount' }));
    expect(await screen.findByText('WELCOME10 was saved.')).toBeVisible();
    expect(
      api.callsTo('PUT /portal/discounts/1').map((c) => c.body),
    ).toMatchObject([
      { value: '20', version: 3 },
      { value: '20', version: 4 },
    ]);
  });

  it('a failed load offers Retry', async () => {
    let fail = true;
    mockApi({
      'GET /portal/discounts': () =>
        fail
          ? { status: 500, body: { code: 'ERROR', message: 'Server down' } }
          : { body: pageOf([welcome]) },
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText('We could not load your discount codes.'),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('WELCOME10')).toBeVisible();
  });

  it('staff without the discount module cannot open the page', async () => {
    const api = mockApi({});
    renderPage(
      sessionFor(ROLES.STORE_STAFF, {
        role: roleRecord(ROLES.STORE_STAFF, {
          global_permissions: [],
          locations_permissions: [],
        }),
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeVisible();
    expect(api.calls).toHaveLength(0);
  });
});
