import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import {
  INSURANCE_MESSAGES,
  type InsurancePlan,
} from 'shared/contracts/insurancePlans';
import { announceRecordChanged } from 'shared/live';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { VendorsPage } from './VendorsPage';

const full: InsurancePlan = {
  id: 4,
  name: 'Full cover',
  rate: '2.50',
  price: null,
  is_active: true,
  is_selected: false,
  order_count: 2,
};
const basic: InsurancePlan = {
  ...full,
  id: 5,
  name: 'Basic cover',
  rate: null,
  price: '15.00',
  is_selected: true,
  order_count: 0,
};
const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/portal/vendors" element={<VendorsPage />} />
    </Routes>,
    {
      route: '/portal/vendors',
      session: sessionFor(ROLES.STORE_OWNER),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );
/** The list's item of the named plan. */
const itemOf = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name))!;
const BASE = {
  'GET /portal/vendors': {
    body: { results: [], count: 0, page: 1, page_size: 20, status_counts: {} },
  },
  'GET /portal/vendor-invitations': { body: { results: [] } },
};

describe('the store’s insurance plans on /portal/vendors', () => {
  it('says what to do when there are none, then adds a plan: the form keeps what was typed on a refusal', async () => {
    let plans: InsurancePlan[] = [];
    const api = mockApi({
      ...BASE,
      'GET /portal/insurance-plans': () => ({ body: plans }),
      'POST /portal/insurance-plans': (call) => {
        const body = call.body as { name: string; amount: string };
        if (body.name === 'Full cover')
          return {
            status: 400,
            body: {
              code: 'VALIDATION_ERROR',
              message: INSURANCE_MESSAGES.nameTaken,
              errors: { name: INSURANCE_MESSAGES.nameTaken },
            },
          };
        plans = [{ ...full, id: 9, name: body.name, order_count: 0 }];
        return { status: 201, body: plans[0] };
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText(
        /Add one to let customers insure their piece at checkout\./,
      ),
    ).toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Add insurance plan' }),
    );
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Name/);
    await user.type(name, 'Full cover');
    const rate = within(dialog).getByLabelText(/Rate/);
    await user.type(rate, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(
      await within(dialog).findByText(INSURANCE_MESSAGES.rate),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /portal/insurance-plans')).toHaveLength(0);

    await user.clear(rate);
    await user.type(rate, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(
      await within(dialog).findAllByText(INSURANCE_MESSAGES.nameTaken),
    ).not.toHaveLength(0);
    expect(name).toHaveValue('Full cover');
    expect(rate).toHaveValue('2.5');

    await user.clear(name);
    await user.type(name, 'Gold cover');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    expect(
      await screen.findByText('Gold cover was added.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /portal/insurance-plans').at(-1)!.body).toEqual({
      name: 'Gold cover',
      cover: 'rate',
      amount: '2.5',
      is_active: true,
    });
    const list = screen.getByRole('list', { name: 'Insurance plans' });
    expect(within(list).getByText('2.50 % of the order')).toBeInTheDocument();
  });

  it('asks before deleting; a plan on orders is refused with the api’s message and stays', async () => {
    mockApi({
      ...BASE,
      'GET /portal/insurance-plans': { body: [full] },
      'DELETE /portal/insurance-plans/4': {
        status: 409,
        body: {
          code: 'INSURANCE.IN_USE',
          message: INSURANCE_MESSAGES.inUse,
          errors: {},
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Insurance plans' });
    expect(within(list).getByText('Offered')).toBeInTheDocument();
    expect(within(list).getByText(/on 2 orders/)).toBeInTheDocument();
    await user.click(
      within(list).getByRole('button', { name: 'Delete Full cover' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete ?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(INSURANCE_MESSAGES.inUse),
    ).toBeInTheDocument();
    expect(within(list).getByText('Full cover')).toBeInTheDocument();
  });

  it('switches the selected plan in one confirmed action, and says when none is selected', async () => {
    let plans: InsurancePlan[] = [basic, full];
    const api = mockApi({
      ...BASE,
      'GET /portal/insurance-plans': () => ({ body: plans }),
      'PUT /portal/insurance-plans/selected': (call) => {
        const { id } = call.body as { id: number | null };
        plans = plans.map((p) => ({ ...p, is_selected: p.id === id }));
        return { body: plans };
      },
    });
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Insurance plans' });
    const basicItem = itemOf(list, 'Basic cover');
    expect(within(basicItem).getByText('Selected')).toBeInTheDocument();

    await user.click(
      within(list).getByRole('button', {
        name: 'Make Full cover the selected plan',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        '“Basic cover” will no longer be the selected plan.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(api.callsTo('PUT /portal/insurance-plans/selected')).toHaveLength(0);

    await user.click(
      within(list).getByRole('button', {
        name: 'Make Full cover the selected plan',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Make selected',
      }),
    );
    expect(
      await screen.findByText('Full cover is now the selected plan.'),
    ).toBeInTheDocument();
    expect(
      api.callsTo('PUT /portal/insurance-plans/selected')[0]!.body,
    ).toEqual({ id: 4 });
    const fullItem = itemOf(list, 'Full cover');
    expect(within(fullItem).getByText('Selected')).toBeInTheDocument();
    expect(
      within(list).getByRole('button', {
        name: 'Make Basic cover the selected plan',
      }),
    ).toBeInTheDocument();

    await user.click(
      within(list).getByRole('button', { name: 'Unselect Full cover' }),
    );
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Unselect',
      }),
    );
    expect(
      await screen.findByText(/^No plan is selected\. Use “Make selected”/),
    ).toBeInTheDocument();
    expect(
      api.callsTo('PUT /portal/insurance-plans/selected').at(-1)!.body,
    ).toEqual({ id: null });
  });

  it('deleting the selected plan says the store will have none selected', async () => {
    let plans: InsurancePlan[] = [basic];
    mockApi({
      ...BASE,
      'GET /portal/insurance-plans': () => ({ body: plans }),
      'DELETE /portal/insurance-plans/5': () => {
        plans = [];
        return { body: {} };
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Delete Basic cover' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        /It is the selected plan: the store will have none selected/,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Basic cover was deleted.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/^No insurance plans yet\./),
    ).toBeInTheDocument();
  });

  it('shows a change made in another open portal of the store without a reload', async () => {
    let plans: InsurancePlan[] = [full];
    const api = mockApi({
      ...BASE,
      'GET /portal/insurance-plans': () => ({ body: plans }),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Insurance plans' });
    plans = [full, { ...basic, is_selected: false }];
    act(() =>
      announceRecordChanged({
        record: 'insurance_plan',
        id: 5,
        sales_order_id: null,
        status: 'saved',
        version: 0,
      }),
    );
    expect(await within(list).findByText('Basic cover')).toBeInTheDocument();
    expect(api.callsTo('GET /portal/insurance-plans')).toHaveLength(2);
  });
});
