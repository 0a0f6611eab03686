import DEMO_COLOURS from 'shared/testing/demoColours';
import type { Db } from '../types';
import { favicon, inkOn, logo } from './storeImages';

// Demo stores, with their white-label colours, logos and fonts. Ids are fixed.

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

/** Seeds the demo stores inside the demo seed's transaction. */
export async function seedDemoStores(tx: Db): Promise<void> {
  for (const s of STORES) {
    const c = s.colours;
    await tx.query(
      `INSERT INTO stores (id, name, url, website_url, logo, favicon, is_active, is_onboarding_complete,
         is_international_shipping, has_default_address, use_platform_shipping, shipping_account_type, is_fixed_shipping,
         background_color, border_color, button_color, button_hover_color, button_hover_font_color, font_color, top_bar_color,
         top_bar_text, privacy_policy_link, terms_conditions_link, top_up_amount, is_custom_font_style, font_style,
         country, default_language)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28)`,
      [
        s.id,
        s.name,
        s.url,
        s.website_url,
        c ? logo(s.name, c[2], inkOn(c[2])) : null,
        c ? favicon(s.name[0]!, c[2]) : null,
        s.is_active,
        s.is_active,
        s.id === 2,
        s.id !== 3,
        s.id === 1,
        s.id === 1 ? 1 : null,
        s.id === 2,
        ...(c ?? [null, null, null, null, null, null, null]),
        s.top_bar_text,
        // The demo stores have no policy pages of their own: no footer links to pages that do not load.
        null,
        null,
        s.id === 3 ? null : '25.00',
        s.font_style !== null,
        s.font_style,
        s.country,
        s.default_language,
      ],
    );
  }
}
