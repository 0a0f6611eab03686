import { screen } from '@testing-library/react';
import { i18n, PSEUDO_RTL } from 'shared/i18n';
import { mockApi } from 'shared/testing';
import { RLE, untranslated } from '../testing/pseudo';
import { renderVendorPortalAt } from '../testing/renderAt';
import { PAGES } from './pseudoPages.fixtures';
import { MORE_PAGES } from './pseudoPages.moreFixtures';
import { vpt } from './t';

// Each page rendered in the right-to-left pseudo-locale, whose every catalogue message is accented
// and wrapped in direction marks: a word left outside the marks is a text the catalogue lacks.

beforeEach(() => i18n.changeLanguage(PSEUDO_RTL));
afterEach(() => i18n.changeLanguage('en'));

it.each([...PAGES, ...MORE_PAGES])(
  '$route shows only catalogue texts',
  async ({ route, answers, ready, visitor }) => {
    mockApi(answers);
    renderVendorPortalAt(route, visitor ? undefined : 7);
    await screen.findByRole('heading', { level: 1, name: new RegExp(RLE) });
    if (ready) await screen.findByText(vpt(ready), { exact: false });
    expect(untranslated(document.body)).toEqual([]);
  },
);
