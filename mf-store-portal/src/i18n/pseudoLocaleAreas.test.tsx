import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, Routes } from 'shared/router';
import type { CommissionRules } from 'shared/contracts/storeVendors';
import { PSEUDO_RTL, setLanguage } from 'shared/i18n';
import { ROLES } from 'shared/permissions';
import { mockApi, renderWithProviders, sessionFor } from 'shared/testing';
import { CommissionRulesPage } from '../features/vendors/CommissionRulesPage';
import { stringsOf, untranslatedTexts } from '../testing/untranslated';

// The commission rules, services, integrations and billing pages rendered in the pseudo-locale
// show no English of their own.

jest.setTimeout(120_000);

beforeEach(() => act(() => setLanguage(PSEUDO_RTL)));
afterEach(() => act(() => setLanguage('en')));

const render = (path: string, route: string, page: ReactElement) =>
  renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
    </Routes>,
    {
      route,
      session: sessionFor(ROLES.STORE_OWNER),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );

test("a vendor's commission rules show no untranslated text", async () => {
  const rules: CommissionRules = {
    vendor_id: 1,
    vendor_name: 'Fixit Workshop',
    rules: [
      {
        name: 'Big orders',
        rate: '12.5',
        conditions: [
          {
            condition_on: 'order_total',
            operator_type: '>=',
            compare_to: '500',
            conditional_join: 'and',
            conditional_join_inner: 'and',
            is_inner_group: false,
          },
          {
            condition_on: 'category',
            operator_type: 'contains',
            compare_to: 'Rings',
            conditional_join: 'or',
            conditional_join_inner: 'and',
            is_inner_group: false,
          },
        ],
      },
    ],
    version: 1,
  };
  mockApi({
    'GET /portal/vendors/1/commission-rules': { body: rules },
  });
  const { container } = render(
    '/portal/vendors/:vendorId/commission-rules',
    '/portal/vendors/1/commission-rules',
    <CommissionRulesPage />,
  );
  await screen.findByRole('heading', { level: 1 });
  // an empty rule shows its "no conditions" line, and the bar its unsaved-change header
  await userEvent.setup().click(screen.getAllByRole('button')[0]!);
  expect(untranslatedTexts(container, stringsOf(rules))).toEqual([]);
});
