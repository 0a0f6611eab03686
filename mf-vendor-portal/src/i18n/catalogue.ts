import type { CatalogueSet } from 'shared/i18n';
import { dashboard } from './messages/dashboard';
import { lists } from './messages/lists';
import { login } from './messages/login';
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
};

type Section = { en: Record<string, unknown>; es: Record<string, unknown> };
const pick = (lang: 'en' | 'es') =>
  Object.fromEntries(
    Object.entries(sections as Record<string, Section>).map(([name, s]) => [
      name,
      s[lang],
    ]),
  ) as CatalogueSet['en'];

/** The 'vendorPortal' namespace in English and Spanish, one section per feature. */
export const VENDOR_PORTAL_CATALOGUES: CatalogueSet = {
  en: pick('en'),
  es: pick('es'),
};

/** Spanish texts that are rightly the same as the English ones (names, codes, loanwords). */
export const IDENTICAL_IN_SPANISH: readonly string[] = ['lists.tab'];
