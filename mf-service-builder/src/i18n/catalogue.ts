import { catalogueOf, type CatalogueSet } from 'shared/i18n';
import { editor } from './messages/editor';
import { list } from './messages/list';
import { skuImport } from './messages/skuImport';
import { logic, rules } from './messages/logic';
import { options, panel } from './messages/options';
import { menu, newService, ownerOnly } from './messages/pages';
import { leave, pictures, preview } from './messages/pictures';
import { validation } from './messages/validation';

const sections = {
  menu,
  ownerOnly,
  newService,
  editor,
  list,
  skuImport,
  options,
  panel,
  logic,
  rules,
  pictures,
  preview,
  leave,
  validation,
};

/** The 'serviceBuilder' namespace in English and Spanish, one section per part of the builder. */
export const SERVICE_BUILDER_CATALOGUES: CatalogueSet = catalogueOf(sections);

/** Spanish texts that are rightly the same as the English ones (names, codes, loanwords). */
export const IDENTICAL_IN_SPANISH: readonly string[] = ['list.tabCount'];
