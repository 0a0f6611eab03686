import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, PSEUDO_RTL } from 'shared/i18n';
import { mockApi } from 'shared/testing';
import { RLE, untranslated } from '../testing/pseudo';
import { renderVendorPortalAt } from '../testing/renderAt';
import { PAGES } from './pseudoPages.fixtures';
import { MORE_PAGES } from './pseudoPages.moreFixtures';
import { vpt } from './t';

// Each form sent empty (or with a value its rules refuse) in the right-to-left pseudo-locale: the
// messages its checks show come from a catalogue too, none stays in English.

interface PseudoForm {
  route: string;
  /** the catalogue key of the button that sends the form */
  submit: string;
  /** values typed first, by the catalogue key of their field's label */
  fill?: [label: string, value: string][];
}

const FORMS: PseudoForm[] = [
  { route: '/portal/sales-order/create', submit: 'forms.newOrder.create' },
  { route: '/portal/customer/create', submit: 'forms.customer.add' },
  {
    route: '/portal/sales-order/bulk-salesorder',
    submit: 'imports.page.submit',
  },
  {
    route: '/portal/setting/invoice',
    submit: 'forms.invoiceSettings.save',
    fill: [
      ['forms.invoiceSettings.terms', '999'],
      ['forms.invoiceSettings.taxId', 'X'.repeat(61)],
    ],
  },
  { route: '/signup', submit: 'onboarding.signup.submit' },
  {
    route: '/portal/setting/setup-vendor',
    submit: 'profile.save',
    fill: [
      ['profile.name', 'Ж'],
      ['profile.email', 'mail'],
      ['profile.turnaround', '0'],
    ],
  },
  {
    route: '/portal/addbillitems?store=1',
    submit: 'billItems.add',
    fill: [
      ['billItems.quantity', '0'],
      ['billItems.unitPrice', '1.234'],
    ],
  },
  { route: '/portal/setting/address/add', submit: 'addresses.save' },
  { route: '/address-detail', submit: 'onboarding.address.save' },
  { route: '/bank-detail', submit: 'onboarding.address.save' },
  { route: `/store-invitation/${'f'.repeat(32)}`, submit: 'invitation.submit' },
  { route: '/portal/invoice/new?store=1', submit: 'invoice.new.create' },
  { route: '/portal/user/add', submit: 'team.send' },
  { route: '/portal/setting/integrations', submit: 'integrations.create' },
];

const pages = [...PAGES, ...MORE_PAGES];

/** How many fields the page marks invalid, and alerts it shows: the form's checks have run. */
const shownProblems = () =>
  ['textbox', 'combobox', 'spinbutton']
    .flatMap((role) => screen.queryAllByRole(role))
    .filter((field) => field.getAttribute('aria-invalid') === 'true').length +
  screen.queryAllByRole('alert').length;

beforeEach(() => i18n.changeLanguage(PSEUDO_RTL));
afterEach(() => i18n.changeLanguage('en'));

it.each(FORMS)(
  '$route sent as it is refused shows only catalogue texts',
  async ({ route, submit, fill = [] }) => {
    const page = pages.find((p) => p.route === route);
    mockApi(page?.answers ?? {});
    const user = userEvent.setup();
    renderVendorPortalAt(route, page?.visitor ? undefined : 7);
    await screen.findByRole('heading', { level: 1, name: new RegExp(RLE) });
    const send = await screen.findByRole('button', { name: vpt(submit) });
    for (const [label, value] of fill) {
      const field = screen.getByLabelText(vpt(label), { exact: false });
      await user.clear(field);
      await user.type(field, value);
    }
    await user.click(send);
    await waitFor(() => expect(shownProblems()).toBeGreaterThan(0));
    expect(untranslated(document.body)).toEqual([]);
  },
);
