import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession } from 'shared/session';
import { mockApi } from 'shared/testing';
import { fresh, PLANS, renderAt } from './testing';

// The registration steps in the spec's order (plan and its payment, address, bank
// account), no skipping ahead.

describe('vendor registration steps', () => {
  it('a step ahead of the first one not done sends the owner back to it', async () => {
    mockApi({ 'GET /vendor/onboarding': { body: fresh() } });
    renderAt('/bank-detail');
    expect(
      await screen.findByRole('heading', { name: 'Choose your plan' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/selectplan');
  });

  it('plan, then its payment, then the plan page says it is active and leads to the address', async () => {
    const chosen = fresh({ plan: PLANS[1]! });
    const paid = fresh({
      plan: PLANS[1]!,
      plan_card_last4: '4242',
      registration_steps: {
        subscription: true,
        address: false,
        bank_account: false,
      },
    });
    // the server's state, as each write leaves it
    let current = fresh();
    const api = mockApi({
      'GET /vendor/onboarding': () => ({ body: current }),
      'GET /vendor-plans': { body: PLANS },
      'PUT /vendor/onboarding/plan': () => {
        current = chosen;
        return { body: current };
      },
      'POST /vendor/onboarding/subscription': (call) => {
        if (
          (call.body as { card: { number: string } }).card.number ===
          '4000 0000 0000 0002'
        )
          return {
            status: 400,
            body: {
              code: 'VALIDATION',
              message: 'Your card was declined.',
              errors: { 'card.number': 'Your card was declined.' },
            },
          };
        current = paid;
        return { body: current };
      },
    });
    const user = userEvent.setup();
    renderAt('/selectplan');
    await user.click(await screen.findByRole('radio', { name: /Workshop/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Confirm your plan' }),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /vendor/onboarding/plan')[0]?.body).toEqual({
      plan_id: 2,
    });

    await user.type(screen.getByLabelText('Name on card'), 'Nora New');
    await user.type(
      screen.getByLabelText('Card number'),
      '4000 0000 0000 0002',
    );
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/40');
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $49.00' }));
    // told beside the card number (and in the form's summary)
    expect(
      await screen.findAllByText('Your card was declined.'),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('Card number')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText('Name on card')).toHaveValue('Nora New');

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(
      screen.getByLabelText('Card number'),
      '4242 4242 4242 4242',
    );
    await user.click(screen.getByRole('button', { name: 'Pay $49.00' }));
    expect(
      await screen.findByRole('heading', { name: 'Your plan is active' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The Workshop plan is paid with the card ending 4242.',
    );
    expect(readSession().registrationSteps?.subscription).toBe(true);
    expect(
      screen.getByRole('link', { name: 'Continue the set-up' }),
    ).toHaveAttribute('href', '/address-detail');
  });

  it('the bank step refuses a wrong IBAN in the page, and the end leads to the dashboard', async () => {
    const atBank = fresh({
      plan: PLANS[0]!,
      address: {
        id: 1,
        name: 'Bench & Co',
        address_line1: '12 Elm St',
        address_line2: '',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        phone: null,
        is_default: true,
        version: 1,
      },
      registration_steps: {
        subscription: true,
        address: true,
        bank_account: false,
      },
    });
    const done = {
      ...atBank,
      is_onboarding_complete: true,
      registration_steps: {
        subscription: true,
        address: true,
        bank_account: true,
      },
      bank: {
        kind: 'iban' as const,
        account_holder: 'Nora New',
        last4: '3000',
      },
    };
    let current = atBank;
    const api = mockApi({
      'GET /vendor/onboarding': () => ({ body: current }),
      'PUT /vendor/onboarding/bank': () => {
        current = done;
        return { body: current };
      },
    });
    const user = userEvent.setup();
    renderAt('/bank-detail');
    await user.type(await screen.findByLabelText('Account holder'), 'Nora New');
    await user.click(screen.getByRole('radio', { name: /^IBAN/ }));
    await user.type(
      screen.getByLabelText('IBAN'),
      'DE89 3704 0044 0532 0130 01',
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('Please enter a valid IBAN'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /vendor/onboarding/bank')).toHaveLength(0);

    await user.clear(screen.getByLabelText('IBAN'));
    await user.type(
      screen.getByLabelText('IBAN'),
      'DE89 3704 0044 0532 0130 00',
    );
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Payouts are set up' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Payouts go to Nora New's account ending 3000.",
    );
    expect(api.callsTo('PUT /vendor/onboarding/bank')[0]?.body).toEqual({
      account_holder: 'Nora New',
      kind: 'iban',
      iban: 'DE89 3704 0044 0532 0130 00',
    });
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    expect(
      await screen.findByRole('heading', { name: 'Your workshop is set up' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Go to your dashboard' }),
    ).toHaveAttribute('href', '/portal/dashboard');
  });

  it('tells staff the set-up is the owner’s', async () => {
    mockApi({
      'GET /vendor/onboarding': {
        status: 403,
        body: {
          code: 'FORBIDDEN',
          message: 'You do not have permission to perform this action.',
          errors: {},
        },
      },
    });
    renderAt('/selectplan');
    expect(
      await screen.findByText("Only the workshop's owner sets it up"),
    ).toBeInTheDocument();
  });
});
