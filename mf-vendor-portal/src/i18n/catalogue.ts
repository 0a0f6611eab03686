import { catalogueOf, type CatalogueSet } from 'shared/i18n';
import { addresses } from './messages/addresses';
import { integrations } from './messages/integrations';
import { validation } from './messages/validation';
import { billItems } from './messages/billItems';
import { shopFloor } from './messages/shopFloor';
import { parts } from './messages/parts';
import { profile } from './messages/profile';
import { invitation } from './messages/invitation';
import { dashboard } from './messages/dashboard';
import { estimateLink } from './messages/estimateLink';
import { forms } from './messages/forms';
import { imports } from './messages/imports';
import { invoice } from './messages/invoice';
import { lists } from './messages/lists';
import { login } from './messages/login';
import { onboarding } from './messages/onboarding';
import { priceList } from './messages/priceList';
import { record } from './messages/record';
import { settings } from './messages/settings';
import { team } from './messages/team';
import { menu, pages, status } from './messages/menu';

const sections = {
  menu,
  pages,
  status,
  login,
  dashboard,
  lists,
  priceList,
  team,
  settings,
  record,
  forms,
  imports,
  onboarding,
  addresses,
  integrations,
  billItems,
  shopFloor,
  parts,
  profile,
  invitation,
  estimateLink,
  invoice,
  validation,
};

/** The 'vendorPortal' namespace in English and Spanish, one section per feature. */
export const VENDOR_PORTAL_CATALOGUES: CatalogueSet = catalogueOf(sections);

/** Spanish texts that are rightly the same as the English ones (names, codes, loanwords). */
export const IDENTICAL_IN_SPANISH: readonly string[] = [
  'lists.tab',
  'onboarding.bank.iban',
  'integrations.stripe',
  'billItems.line',
  'shopFloor.titled',
  'shopFloor.name',
  'profile.websiteHint',
  'parts.lines.total',
  'estimateLink.total',
  'invoice.total',
];
