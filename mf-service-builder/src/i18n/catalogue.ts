import type { CatalogueSet } from 'shared/i18n';
import { editor } from './messages/editor';
import { list } from './messages/list';
import { menu, newService, ownerOnly } from './messages/pages';

const sections = { menu, ownerOnly, newService, editor, list };

type Section = { en: Record<string, unknown>; es: Record<string, unknown> };
const pick = (lang: 'en' | 'es') =>
  Object.fromEntries(
    Object.entries(sections as Record<string, Section>).map(([name, s]) => [
      name,
      s[lang],
    ]),
  ) as CatalogueSet['en'];

/** The 'serviceBuilder' namespace in English and Spanish, one section per part of the builder. */
export const SERVICE_BUILDER_CATALOGUES: CatalogueSet = {
  en: pick('en'),
  es: pick('es'),
};

/** Spanish texts that are rightly the same as the English ones (names, codes, loanwords). */
export const IDENTICAL_IN_SPANISH: readonly string[] = ['list.tabCount'];
