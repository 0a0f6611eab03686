import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerPriceList } from 'shared/contracts/storePriceLists';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { PriceListCard } from './PriceListCard';

// The customer's price list on their page: choosing one saves it at once.

const TRADE = { id: 1, name: 'Trade', is_active: true };
const OLD = { id: 2, name: 'Old', is_active: false };

const renderCard = (canEdit = true) =>
  renderWithProviders(<PriceListCard customerId={1} canEdit={canEdit} />, {
    route: '/portal/customer/1',
    session: sessionFor(ROLES.STORE_OWNER),
    tenant: { host: 'app.localhost', storeId: null },
  });

describe('the customer’s price list', () => {
  it('puts the customer on a list and back on the normal prices', async () => {
    const user = userEvent.setup({ delay: null });
    let current: CustomerPriceList = {
      price_list: null,
      choices: [TRADE, OLD],
    };
    const api = mockApi({
      'GET /portal/customers/1/price-list': () => ({ body: current }),
      'PUT /portal/customers/1/price-list': (call) => {
        const id = (call.body as { price_list_id: number | null })
          .price_list_id;
        current = {
          ...current,
          price_list: current.choices.find((c) => c.id === id) ?? null,
        };
        return { body: current };
      },
    });
    renderCard();
    const select = await screen.findByLabelText('Price list');
    expect(select).toHaveValue('');
    expect(
      screen.getByRole('option', { name: 'Old (inactive)' }),
    ).toBeInTheDocument();
    await user.selectOptions(select, 'Trade');
    expect(
      await screen.findByText('Trade applies to this customer.'),
    ).toBeInTheDocument();
    expect(select).toHaveValue('1');
    await user.selectOptions(select, 'None (normal prices)');
    expect(
      await screen.findByText('This customer pays the normal prices.'),
    ).toBeInTheDocument();
    expect(
      api.callsTo('PUT /portal/customers/1/price-list').map((c) => c.body),
    ).toEqual([{ price_list_id: 1 }, { price_list_id: null }]);
  });

  it('shows a refused save and keeps the list it had', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi({
      'GET /portal/customers/1/price-list': {
        body: { price_list: TRADE, choices: [TRADE, OLD] },
      },
      'PUT /portal/customers/1/price-list': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'This price list does not exist or is not yours.',
          errors: {},
        },
      },
    });
    renderCard();
    const select = await screen.findByLabelText('Price list');
    await user.selectOptions(select, 'Old (inactive)');
    expect(
      await screen.findByText(
        'This price list does not exist or is not yours.',
      ),
    ).toBeInTheDocument();
    expect(select).toHaveValue('1');
  });

  it('shows the list read-only without the edit level', async () => {
    mockApi({
      'GET /portal/customers/1/price-list': {
        body: { price_list: TRADE, choices: [TRADE] },
      },
    });
    renderCard(false);
    expect(await screen.findByLabelText('Price list')).toBeDisabled();
  });
});
