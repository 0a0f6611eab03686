import { catalogueOf, type CatalogueSet } from 'shared/i18n';
import { account } from './messages/account';
import { cart } from './messages/cart';
import { address, checkout } from './messages/checkout';
import { serviceDetail } from './messages/serviceDetail';
import { errors } from './messages/errors';
import { estimate, links } from './messages/estimates';
import { myAccount } from './messages/myAccount';
import { quote } from './messages/quotes';
import { orders } from './messages/orders';
import { pageNames } from './messages/pageNames';
import { services } from './messages/services';
import { tracking } from './messages/tracking';
import { validation } from './messages/validation';

const sections = {
  services,
  serviceDetail,
  cart,
  tracking,
  checkout,
  address,
  account,
  orders,
  estimate,
  links,
  quote,
  myAccount,
  validation,
  errors,
  pageNames,
};

/** The 'storefront' namespace in English and Spanish, one section per feature. */
export const STOREFRONT_CATALOGUES: CatalogueSet = catalogueOf(sections);

/** Spanish texts that are rightly the same as the English ones (names, codes, loanwords). */
export const IDENTICAL_IN_SPANISH: readonly string[] = [
  'serviceDetail.total',
  'cart.subtotal',
  'checkout.subtotal',
  'checkout.total',
  'account.orders.total',
  'account.detail.subtotal',
  'account.detail.total',
  'orders.subtotal',
  'orders.total',
  'estimate.subtotal',
];
