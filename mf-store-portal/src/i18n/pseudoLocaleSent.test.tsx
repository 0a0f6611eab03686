import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared/router';
import type { OnboardingState } from 'shared/contracts/onboarding';
import type { Integrations } from 'shared/contracts/billing';
import type { CommissionRules } from 'shared/contracts/storeVendors';
import { i18n, PSEUDO_RTL, setLanguage } from 'shared/i18n';
import { ROLES } from 'shared/permissions';
import {
  acmeStore,
  mockApi,
  renderWithProviders,
  sessionFor,
} from 'shared/testing';
import StorePortalRoutes from '../routes';
import { ReleasesPage } from '../features/releases/ReleasesPage';
import { CommissionRulesPage } from '../features/vendors/CommissionRulesPage';
import {
  auditPageOf,
  storefrontRelease,
} from '../features/releases/testFixtures';
import {
  locationsQuoteOf,
  onboardingStateAt,
} from '../features/onboarding/testing';
import { staffPageOf } from '../features/users/staffFixtures';
import { stringsOf, untranslatedTexts } from '../testing/untranslated';
import { spt } from './t';

// Each form sent empty, or with values its rules refuse, in the pseudo-locale: the messages its
// checks show come from a catalogue too, none stays in English.

jest.setTimeout(180_000);

beforeEach(() => act(() => setLanguage(PSEUDO_RTL)));
afterEach(() => act(() => setLanguage('en')));

interface SentForm {
  route: string;
  /** who looks: a visitor, a store owner still setting up, or an open store's owner */
  who: 'visitor' | 'onboarding' | 'owner';
  answers?: Parameters<typeof mockApi>[0];
  /** the catalogue key of a button that opens the form first */
  open?: string;
  /** the catalogue key of the button that sends the form; else the page's only one */
  submit?: string;
  /** values typed first, by the field's name */
  fill?: Record<string, string>;
  /** the answers' own words, which the page shows as given */
  data?: unknown;
}

const onboarding = (state: OnboardingState) => ({
  'GET /onboarding': { body: state },
  'GET /stores/9/billing/items': { body: locationsQuoteOf() },
});

const INTEGRATIONS: Integrations = {
  carriers: [],
  stripe: { provider: 'test', status: 'connected', account_last4: '4242' },
  is_url_integration_enabled: true,
  ada_script: null,
  google_analytics_script: null,
  google_tag_script: null,
  version: 1,
};

const OPEN_STORE = onboardingStateAt('complete', {
  is_onboarding_complete: true,
  next_path: '/portal/location',
  plan_id: 2,
  extra_locations: 1,
  monthly_total: '94.00',
  plan_paid: { brand: 'Visa', last4: '4242' },
  payouts_last4: '6789',
});

const FORMS: SentForm[] = [
  {
    route: '/onboarding/welcome',
    who: 'visitor',
    fill: { store_name: 'A', subdomain: '-x', email: 'mail' },
  },
  {
    route: '/onboarding/store',
    who: 'onboarding',
    answers: onboarding(onboardingStateAt('store')),
    fill: { name: 'A', button_color: 'red' },
  },
  {
    route: '/store-address',
    who: 'onboarding',
    answers: onboarding(onboardingStateAt('address')),
    fill: { zip: '!' },
  },
  {
    route: '/select-plan',
    who: 'onboarding',
    answers: onboarding(onboardingStateAt('plan')),
    fill: { extra_locations: 'many' },
    data: [onboardingStateAt('plan'), locationsQuoteOf()],
  },
  {
    route: '/pay-per-location',
    who: 'onboarding',
    answers: onboarding(OPEN_STORE),
    fill: { count: '0' },
    data: [OPEN_STORE, locationsQuoteOf()],
  },
  {
    route: '/users',
    who: 'owner',
    answers: {
      'GET /stores/1/staff': { body: staffPageOf([]) },
      'GET /locations': { body: [] },
    },
    open: 'users.invite',
    submit: 'users.sendInvitation',
    fill: { email: 'mail' },
  },
  {
    route: '/customer/create',
    who: 'owner',
    fill: { email: 'mail', phone: 'phone' },
  },
  {
    route: '/location/add',
    who: 'owner',
  },
  {
    route: '/discounts',
    who: 'owner',
    answers: {
      'GET /portal/discounts': {
        body: { results: [], count: 0, page: 1, page_size: 20 },
      },
    },
    open: 'discounts.add',
    submit: 'discounts.save',
    fill: { code: 'x', value: 'abc', usage_limit: '0' },
  },
  {
    route: '/integrations',
    who: 'owner',
    answers: { 'GET /stores/1/integrations': { body: INTEGRATIONS } },
    submit: 'integrations.carriers.addButton',
    fill: { account_number: 'ab' },
    data: [INTEGRATIONS, ['Fedex', 'USPS', 'UPS', 'Stripe', 'https://']],
  },
];

const sessionOf = (who: SentForm['who']) =>
  who === 'visitor'
    ? undefined
    : sessionFor(ROLES.STORE_OWNER, {
        store: { ...acmeStore, is_onboarding_complete: who === 'owner' },
      });

/** How many fields the page marks invalid, and alerts it shows: the form's checks have run. */
const shownProblems = () =>
  ['textbox', 'combobox', 'spinbutton', 'radiogroup']
    .flatMap((role) => screen.queryAllByRole(role))
    .filter((field) => field.getAttribute('aria-invalid') === 'true').length +
  screen.queryAllByRole('alert').length;

test.each(FORMS)(
  '$route sent as it is refused shows no untranslated text',
  async ({ route, who, answers = {}, open, submit, fill = {}, data = [] }) => {
    mockApi(answers);
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/*" element={<StorePortalRoutes basePath="" />} />
      </Routes>,
      {
        route,
        session: sessionOf(who),
        tenant: { host: 'app.localhost', storeId: null },
      },
    );
    await screen.findByRole('heading', { level: 1 });
    // an empty list offers its first item again in its empty state
    if (open)
      await user.click(
        (await screen.findAllByRole('button', { name: spt(open) }))[0]!,
      );
    const send = submit
      ? await screen.findByRole('button', { name: spt(submit) })
      : (await screen.findAllByRole('button')).find(
          (button) => button.getAttribute('type') === 'submit',
        )!;
    for (const [name, value] of Object.entries(fill)) {
      const field = screen
        .getAllByRole('textbox')
        .find((input) => input.getAttribute('name') === name)!;
      await user.clear(field);
      await user.type(field, value);
    }
    await user.click(send);
    await waitFor(() => expect(shownProblems()).toBeGreaterThan(0));
    // a dialog opens under <body>
    expect(untranslatedTexts(document.body, stringsOf(data))).toEqual([]);
  },
);

test("the releases' change dialog and key form, sent empty or too long, show no untranslated text", async () => {
  const release = storefrontRelease();
  mockApi({
    'GET /releases': { body: { remotes: [release] } },
    'GET /releases/audit': { body: auditPageOf([]) },
    'GET /releases/keys': { body: [] },
  });
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/portal/releases" element={<ReleasesPage />} />
    </Routes>,
    {
      route: '/portal/releases',
      session: sessionFor(ROLES.SUPER_ADMIN),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );
  const data = stringsOf([release, 'npm run release -w']);
  const name = await screen.findByRole('textbox', {
    name: spt('releases.keys.name'),
  });
  await user.type(name, 'K'.repeat(101));
  await user.click(
    screen.getByRole('button', { name: spt('releases.keys.createKey') }),
  );
  await waitFor(() => expect(name).toBeInvalid());
  expect(untranslatedTexts(document.body, data)).toEqual([]);

  await user.click((await screen.findAllByRole('button'))[0]!);
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getAllByRole('button').at(-1)!);
  await waitFor(() =>
    expect(within(dialog).getByRole('textbox')).toBeInvalid(),
  );
  expect(untranslatedTexts(dialog, data)).toEqual([]);
});

test("a vendor's commission rules saved with a bad rate and operator show no untranslated text", async () => {
  const rules: CommissionRules = {
    vendor_id: 1,
    vendor_name: 'Fixit Workshop',
    rules: [
      {
        name: 'Rings',
        rate: '12.5',
        conditions: [
          {
            condition_on: 'category',
            operator_type: '>=',
            compare_to: 'Rings',
            conditional_join: 'and',
            conditional_join_inner: 'and',
            is_inner_group: false,
          },
        ],
      },
    ],
    version: 1,
  };
  mockApi({ 'GET /portal/vendors/1/commission-rules': { body: rules } });
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route
        path="/portal/vendors/:vendorId/commission-rules"
        element={<CommissionRulesPage />}
      />
    </Routes>,
    {
      route: '/portal/vendors/1/commission-rules',
      session: sessionFor(ROLES.STORE_OWNER),
      tenant: { host: 'app.localhost', storeId: null },
    },
  );
  const rate = await screen.findByDisplayValue('12.5');
  await user.clear(rate);
  await user.type(rate, '101');
  await user.click(
    screen.getByRole('button', { name: i18n.t('save', { ns: 'saveBar' }) }),
  );
  await waitFor(() => expect(rate).toBeInvalid());
  expect(untranslatedTexts(document.body, stringsOf(rules))).toEqual([]);
});
