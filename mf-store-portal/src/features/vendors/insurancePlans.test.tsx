import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  INSURANCE_MESSAGES,
  type InsurancePlan,
} from 'shared/contracts/insurancePlans';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { VendorsPage } from './VendorsPage';

const full: InsurancePlan = {
  id: 4,
  name: 'Full cover',
  rate: '2.50',
  price: null,
  is_active: true,
  order_count: 2,
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
});
