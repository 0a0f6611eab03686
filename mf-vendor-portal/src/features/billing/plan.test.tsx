import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from 'shared/permissions';
import { mockApi } from 'shared/testing';
import { renderVendorPortalAt } from '../../testing/renderAt';
import { billingOf, PLANS } from './testFixtures';

// /portal/setting/plan: the owner picks another plan and is asked first; a downgrade
// below the team is refused with the api's numbers; an upgrade moves the plan.

const TOO_SMALL =
  'Your team has 3 people (active or invited) and the Bench plan includes 1 user. Deactivate team members or withdraw invitations first, or choose a larger plan.';

describe('change plan (/portal/setting/plan)', () => {
  it('asks before a downgrade and shows the refusal; an upgrade moves the plan', async () => {
    const api = mockApi({
      'GET /vendor/billing': { body: billingOf() },
      'PUT /vendor/billing/plan': (call) =>
        (call.body as { plan_id: number }).plan_id === 1
          ? {
              status: 409,
              body: { code: 'PLAN.SEATS', message: TOO_SMALL, errors: {} },
            }
          : {
              body: billingOf({
                plan: PLANS[2]!,
                next_bill_amount: '99.00',
                seats: { used: 3, included: 20, plan_name: 'Studio' },
                version: 2,
              }),
            },
    });
    const user = userEvent.setup();
    renderVendorPortalAt('/portal/setting/plan', ROLES.VENDOR_OWNER);
    expect(
      await screen.findByText(/on the Workshop plan: 3 of 5 seats used/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: /Workshop \(your plan\)/ }),
    ).toBeChecked();

    // The plan it is on: told on the form, nothing asked of the api.
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(
      await screen.findByText('Your workshop is already on this plan.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Bench/ }));
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const down = await screen.findByRole('dialog', {
      name: 'Downgrade to the Bench plan?',
    });
    expect(down).toHaveTextContent(
      'Up to 1 user for $19.00 a month, from now on.',
    );
    await user.click(
      within(down).getByRole('button', { name: 'Change to Bench' }),
    );
    expect(await screen.findByText(TOO_SMALL)).toBeInTheDocument();
    // The question closes: the page is there again, the choice kept.
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('radio', { name: /Bench/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /Studio/ }));
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    const up = await screen.findByRole('dialog', {
      name: 'Upgrade to the Studio plan?',
    });
    await user.click(
      within(up).getByRole('button', { name: 'Change to Studio' }),
    );
    expect(
      await screen.findByText('Your workshop is now on the Studio plan.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/on the Studio plan: 3 of 20 seats used/),
    ).toBeInTheDocument();
    expect(
      api.callsTo('PUT /vendor/billing/plan').map((call) => call.body),
    ).toEqual([
      { plan_id: 1, version: 1 },
      { plan_id: 3, version: 1 },
    ]);
  });

  it('tells staff the plan is the owner’s', async () => {
    const api = mockApi({});
    renderVendorPortalAt('/portal/setting/plan', ROLES.VENDOR_STAFF);
    expect(
      await screen.findByRole('heading', { name: 'You cannot open this page' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
