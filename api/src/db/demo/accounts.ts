import DEMO_COLOURS from 'shared/testing/demoColours';
import type { StoresPermissions } from '../../auth/permissions';

// Demo stores, accounts and locations (docs/contracts.md section 1). Ids are fixed.

const svg = (body: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(body)}`;
export const logo = (text: string, fill: string, ink: string) =>
  svg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48"><rect width="200" height="48" rx="8" fill="${fill}"/><text x="100" y="31" font-family="Georgia,serif" font-size="20" text-anchor="middle" fill="${ink}">${text}</text></svg>`,
  );
/** White or black ink for a logo on `fill` (#rrggbb), whichever contrasts more (WCAG luminance). */
export const inkOn = (fill: string) => {
  const lin = (i: number) => {
    const v = parseInt(fill.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(1) + 0.7152 * lin(3) + 0.0722 * lin(5);
  return l > 0.179 ? '#000000' : '#ffffff';
};
export const favicon = (letter: string, fill: string) =>
  svg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${fill}"/><text x="16" y="22" font-family="Arial" font-size="18" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  );

const ALL_LEVELS = [1, 2, 3, 4];
const ownerPermissions: StoresPermissions = {
  global_permissions: Array.from({ length: 16 }, (_, i) => ({
    module_id: i + 1,
    permissions: ALL_LEVELS,
    is_enable: 1 as const,
  })),
  locations_permissions: [],
};
// Staff of Acme: nothing global, location 1 only (dashboard, customers, services, sales/work orders, estimates).
const staffPermissions: StoresPermissions = {
  global_permissions: [],
  locations_permissions: [
    {
      location_id: 1,
      permissions: [
        { module_id: 1, permissions: [3], is_enable: 1 },
        { module_id: 3, permissions: [1, 2, 3], is_enable: 1 },
        { module_id: 4, permissions: [3], is_enable: 1 },
        { module_id: 5, permissions: [1, 2, 3], is_enable: 1 },
        { module_id: 6, permissions: [1, 2, 3], is_enable: 1 },
        { module_id: 12, permissions: [1, 3], is_enable: 1 },
      ],
    },
  ],
};

export interface StoreSeed {
  id: number;
  name: string;
  url: string;
  /** The store's own website; null for the demo stores (the logo then links to the store's home). */
  website_url: string | null;
  is_active: boolean;
  colours: [string, string, string, string, string, string, string] | null;
  top_bar_text: string | null;
  font_style: string | null;
  /** ISO 3166-1 alpha-2: the first entry of the storefront's country select */
  country: string;
  /** the language the storefront opens in */
  default_language: string;
}

type Colours = NonNullable<StoreSeed['colours']>;

/**
 * A demo store's seven colours, from the fixture the web packages' theme and contrast tests read
 * too (shared/src/testing/demoColours.json), so shared never imports the api.
 */
function coloursOf(store: keyof typeof DEMO_COLOURS): Colours {
  const colours = DEMO_COLOURS[store];
  if (!colours || colours.length !== 7)
    throw new Error(`demo colours of ${store}: seven expected`);
  return colours as Colours;
}

export const STORES: StoreSeed[] = [
  {
    id: 1,
    name: 'Acme Jewelers',
    url: 'acme.localhost',
    website_url: null,
    is_active: true,
    // background, border, button, button hover, button hover font, font, top bar
    colours: coloursOf('Acme Jewelers'),
    top_bar_text: 'Free ultrasonic cleaning with every repair',
    font_style: 'Lora',
    country: 'US',
    default_language: 'en',
  },
  {
    id: 2,
    name: 'Globex Jewelry',
    url: 'globex.localhost',
    website_url: null,
    is_active: true,
    colours: coloursOf('Globex Jewelry'),
    top_bar_text: 'Watch batteries replaced while you wait',
    font_style: null,
    country: 'US',
    default_language: 'en',
  },
  {
    id: 3,
    name: 'Initech Repairs',
    url: 'initech.localhost',
    website_url: null,
    is_active: false,
    colours: null,
    top_bar_text: null,
    font_style: null,
    country: 'US',
    default_language: 'en',
  },
  {
    // Hostile colours on purpose (light on light, a white hover font on pale yellow, a yellow font):
    // the theme must derive readable text from them (shared/tenant contrast) without changing them.
    id: 4,
    name: 'Umbrella Repairs',
    url: 'umbrella.localhost',
    website_url: null,
    is_active: true,
    colours: coloursOf('Umbrella Repairs'),
    top_bar_text: 'Canopies patched the same day',
    font_style: null,
    country: 'US',
    default_language: 'en',
  },
];

export const USERS = [
  {
    id: 1,
    kind: 'portal',
    email: 'admin@platform.test',
    first: 'Ada',
    last: 'Admin',
    role: 5,
    store: null,
    vendor: null,
    perms: null,
  },
  {
    id: 2,
    kind: 'portal',
    email: 'owner@acme.test',
    first: 'Olivia',
    last: 'Acme',
    role: 4,
    store: 1,
    vendor: null,
    perms: ownerPermissions,
  },
  {
    id: 3,
    kind: 'portal',
    email: 'staff@acme.test',
    first: 'Sam',
    last: 'Staff',
    role: 3,
    store: 1,
    vendor: null,
    perms: staffPermissions,
  },
  {
    id: 4,
    kind: 'portal',
    email: 'owner@globex.test',
    first: 'Gina',
    last: 'Globex',
    role: 4,
    store: 2,
    vendor: null,
    perms: ownerPermissions,
  },
  {
    id: 5,
    kind: 'vendor',
    email: 'owner@fixit.test',
    first: 'Felix',
    last: 'Fixit',
    role: 7,
    store: null,
    vendor: 1,
    perms: null,
  },
  {
    id: 6,
    kind: 'vendor',
    email: 'staff@fixit.test',
    first: 'Tara',
    last: 'Tech',
    role: 8,
    store: null,
    vendor: 1,
    perms: null,
  },
  {
    id: 7,
    kind: 'customer',
    email: 'jane@example.test',
    first: 'Jane',
    last: 'Doe',
    role: 1,
    store: 1,
    vendor: null,
    perms: null,
  },
] as const;

export const LOCATIONS = [
  [
    1,
    1,
    'Acme Downtown',
    '12 Main Street',
    'Springfield',
    'IL',
    '62701',
    '+1 217 555 0101',
    true,
  ],
  [
    2,
    1,
    'Acme Uptown',
    '400 Oak Avenue',
    'Springfield',
    'IL',
    '62704',
    '+1 217 555 0102',
    false,
  ],
  [
    3,
    2,
    'Globex Central',
    '1 Globex Plaza',
    'Cypress Creek',
    'OR',
    '97001',
    '+1 503 555 0199',
    true,
  ],
  [
    4,
    3,
    'Initech Office',
    '4120 Freidrich Lane',
    'Austin',
    'TX',
    '78744',
    '+1 512 555 0142',
    true,
  ],
  [
    5,
    4,
    'Umbrella Corner',
    '7 Rainy Row',
    'Seattle',
    'WA',
    '98101',
    '+1 206 555 0177',
    true,
  ],
] as const;
