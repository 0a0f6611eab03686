import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { api } from 'shared/api';
import type { ChargeValues } from 'shared/validation';
import { ChargeForm } from './ChargeForm';

// The pages pass their own request (the sales order's or the work order's route): here the call
// as the sales order page makes it, through the real api client.
const additional = (charge: ChargeValues) =>
  api.post<{ amount: string }>('sales-orders/7/charges', {
    kind: 'additional',
    ...charge,
  });

const renderForm = (onRequested: jest.Mock = jest.fn()) => {
  renderWithProviders(
    <ChargeForm
      kind="additional"
      request={additional}
      onRequested={onRequested}
    />,
    {
      session: sessionFor(4),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );
};

const amount = () => screen.getByLabelText('Amount ($)');

describe('ChargeForm', () => {
  it('takes only what the money rule allows while typing', async () => {
    const user = userEvent.setup();
    mockApi();
    renderForm();
    await user.type(amount(), '-12.345');
    expect(amount()).toHaveValue('12.34');
    await user.clear(amount());
    await user.type(amount(), '1234567890123456789');
    expect(amount()).toHaveValue('123456789012345');
  });

  it('asks for an amount above 0 and a reason before sending', async () => {
    const user = userEvent.setup();
    const api = mockApi();
    renderForm();
    await user.type(amount(), '0');
    await user.click(screen.getByRole('button', { name: 'Request charge' }));
    expect(
      await screen.findByText('The amount must be greater than 0.'),
    ).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('requests an additional charge and says so', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /sales-orders/7/charges': {
        status: 201,
        body: { id: 9, amount: '20.50', reason: 'Extra stone' },
      },
    });
    const onRequested = jest.fn();
    renderForm(onRequested);
    await user.type(amount(), '20.5');
    await user.type(screen.getByLabelText(/Reason/), 'Extra stone');
    await user.click(screen.getByRole('button', { name: 'Request charge' }));
    expect(
      await screen.findByText('An additional charge of $20.50 was requested.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /sales-orders/7/charges')[0]?.body).toEqual({
      kind: 'additional',
      amount: '20.5',
      reason: 'Extra stone',
    });
    await waitFor(() => expect(onRequested).toHaveBeenCalled());
  });
});
