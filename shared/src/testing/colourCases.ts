import type { StoreSettings } from '../tenant/types';
import DEMO_COLOURS from './demoColours.json';
import { acmeStoreSettings } from './fixtures';

// Test tables only (the contrast and theme tests; not part of `shared/testing`'s public surface,
// since it reads the demo stores' colours, the fixture the api's seed reads too): each store's seven
// colours, as stored.
type Colours = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/** The settings fixture carrying `colours` (background, border, button, hover, hover font, font, top bar). */
export function settingsWithColours(colours: Colours | null): StoreSettings {
  const [bg, border, button, hover, hoverFont, font, topBar] =
    colours ?? Array<null>(7).fill(null);
  return {
    ...acmeStoreSettings,
    background_color: bg ?? null,
    border_color: border ?? null,
    button_color: button ?? null,
    button_hover_color: hover ?? null,
    button_hover_font_color: hoverFont ?? null,
    font_color: font ?? null,
    top_bar_color: topBar ?? null,
  };
}

/** Colours that fail WCAG AA when used naively: light on light, dark on dark, mid grey. */
export const HOSTILE_COLOURS: Record<string, Colours> = {
  'light on light (pale yellow)': [
    '#fffbe6',
    '#fff1b8',
    '#ffe58f',
    '#ffd666',
    '#ffffff',
    '#d4b106',
    '#fff1b8',
  ],
  'dark on dark': [
    '#1f1f1f',
    '#303030',
    '#262626',
    '#333333',
    '#000000',
    '#2b2b2b',
    '#262626',
  ],
  'mid grey': [
    '#777777',
    '#888888',
    '#777777',
    '#808080',
    '#ffffff',
    '#666666',
    '#777777',
  ],
  'white on white': [
    '#ffffff',
    '#ffffff',
    '#ffffff',
    '#fafafa',
    '#ffffff',
    '#ffffff',
    '#ffffff',
  ],
  'saturated light': [
    '#e6fffb',
    '#87e8de',
    '#5cdbd3',
    '#36cfc9',
    '#ffffff',
    '#13c2c2',
    '#b5f5ec',
  ],
  'black page, yellow button': [
    '#000000',
    '#434343',
    '#fadb14',
    '#fffb8f',
    '#ffffff',
    '#8c8c8c',
    '#fadb14',
  ],
};

/** The spec's defaults, every demo store's colours as seeded, and the hostile sets. */
export const COLOUR_CASES: [string, Colours | null][] = [
  ['spec defaults', null],
  ...Object.entries(DEMO_COLOURS).map(
    ([name, colours]): [string, Colours | null] => [
      `demo: ${name}`,
      colours as Colours | null,
    ],
  ),
  ...Object.entries(HOSTILE_COLOURS),
];
