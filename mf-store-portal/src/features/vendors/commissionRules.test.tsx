import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import {
  COMMISSION_MESSAGES,
  type CommissionRules,
} from 'shared/contracts/storeVendors';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { CommissionRulesPage } from './CommissionRulesPage';

const PATH = '/portal/vendors/1/commission-rules';
const EMPTY: CommissionRules = {
  vendor_id: 1,
  vendor_name: 'Fixit Workshop',
  rules: [],
  version: 1,
};

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/vendors/:vendorId/commission-rules"
        element={<CommissionRulesPage />}
      />
    </Routes>,
    {
      route: PATH,
      session: sessionFor(ROLES.STORE_OWNER),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

describe('commission rules (/portal/vendors/:id/commission-rules)', () => {
  it('edits rules with the Save/Discard bar; a stale save keeps what was typed', async () => {
    let version = 1;
    const api = mockApi({
      [`GET ${PATH}`]: () => ({ body: { ...EMPTY, version } }),
      [`PUT ${PATH}`]: (call) => {
        const body = call.body as CommissionRules;
        if (body.version !== version)
          return {
            status: 409,
            body: {
              code: 'CONFLICT',
              message: COMMISSION_MESSAGES.stale,
              errors: {},
              current: { ...EMPTY, version },
            },
          };
        version += 1;
        return { body: { ...EMPTY, rules: body.rules, version } };
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', {
        name: 'Commission rules: Fixit Workshop',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/No commission rules yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(
      screen.getByRole('region', {
        name: 'Unsaved changes to the commission rules',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: /Commission \(%\)/ }),
      ).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(api.callsTo(`PUT ${PATH}`)).toHaveLength(0);

    await user.type(screen.getByLabelText(/Rule name/), 'Big orders');
    await user.type(
      screen.getByRole('textbox', { name: /Commission \(%\)/ }),
      '12.5',
    );
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.type(screen.getByLabelText(/Compare to/), '100');
    version = 2; // someone else saved meanwhile
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await screen.findByText(COMMISSION_MESSAGES.stale),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Rule name/)).toHaveValue('Big orders');

    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await screen.findByRole('button', { name: 'Add rule' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', {
        name: 'Unsaved changes to the commission rules',
      }),
    ).not.toBeInTheDocument();
    expect(api.callsTo(`PUT ${PATH}`).at(-1)!.body).toEqual({
      version: 2,
      rules: [
        {
          name: 'Big orders',
          rate: '12.5',
          conditions: [
            {
              condition_on: 'order_total',
              operator_type: '>=',
              compare_to: '100',
              conditional_join: 'and',
              conditional_join_inner: 'and',
              is_inner_group: false,
            },
          ],
        },
      ],
    });
  });
});
