import type { Db } from '../../db/types';
import { findStoreByHost, type StoreRow } from './stores';

// What the shell's server writes into a storefront page's head (title, description, pictures,
// structured data) and its sitemap: one query or two per page, public data only, so the answer
// can be cached by whoever asks.

interface LocationRow {
  address_line1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
}

interface ServiceHeadRow {
  id: number;
  name: string;
  description: string;
  price: string;
  image: string | null;
  updated_on: Date;
}

const SERVICE_PATH = /^\/services\/(\d{1,9})\/?$/;

/** The store's default location (else its first): where its structured data says it is. */
async function storeLocation(db: Db, storeId: number) {
  const rows = await db.query<LocationRow>(
    `SELECT address_line1, city, state, zip, phone FROM locations
      WHERE store_id = $1 ORDER BY is_default DESC, id LIMIT 1`,
    [storeId],
  );
  return rows[0] ?? null;
}

function storeHead(store: StoreRow, location: LocationRow | null) {
  return {
    id: store.id,
    name: store.name,
    url: store.url,
    tagline: store.tagline ?? null,
    opening_hours: store.opening_hours ?? null,
    logo: store.logo,
    favicon: store.favicon,
    language: store.default_language,
    country: store.country,
    is_active: store.is_active,
    phone: location?.phone ?? null,
    address: location
      ? {
          street: location.address_line1,
          city: location.city,
          region: location.state,
          postal_code: location.zip,
        }
      : null,
    font: {
      family:
        store.is_custom_font_style && !store.is_own_font
          ? store.font_style
          : null,
      own:
        store.is_own_font && store.regular_font_family_url
          ? {
              regular: store.regular_font_family_url,
              bold: store.bold_font_family_url,
              italic: store.italic_font_family_url,
            }
          : null,
    },
  };
}

export type StorefrontStoreHead = ReturnType<typeof storeHead>;

/**
 * The head of the page at `path` on the store at `host`: the store (null when no store has the
 * host) and, on a service page, the service (null when the store has no such active service).
 * An inactive store answers only its name and language.
 */
export async function storefrontPage(db: Db, host: string, path: string) {
  const store = await findStoreByHost(db, host);
  if (!store) return { store: null, service: null };
  if (!store.is_active)
    return {
      store: {
        ...storeHead(store, null),
        tagline: null,
        opening_hours: null,
        font: null,
      },
      service: null,
    };
  const id = SERVICE_PATH.exec(path)?.[1];
  const [location, services] = await Promise.all([
    storeLocation(db, store.id),
    id
      ? db.query<ServiceHeadRow>(
          `SELECT s.id, s.name, s.description, s.price::text AS price,
                  COALESCE(s.image, (SELECT url FROM service_images i WHERE i.service_id = s.id
                                       ORDER BY position, id LIMIT 1)) AS image, s.updated_on
             FROM services s WHERE s.id = $1 AND s.store_id = $2 AND s.is_active`,
          [Number(id), store.id],
        )
      : Promise.resolve([]),
  ]);
  const service = services[0];
  return {
    store: storeHead(store, location),
    service: service
      ? {
          id: service.id,
          name: service.name,
          description: service.description,
          price: service.price,
          image: service.image,
          updated_on: service.updated_on.toISOString(),
        }
      : null,
  };
}

/**
 * The store's public pages for its sitemap: the home (last changed when its newest service did)
 * and each active service. An inactive or unknown store has none.
 */
export async function storefrontSitemap(db: Db, host: string) {
  const store = await findStoreByHost(db, host);
  if (!store?.is_active) return { pages: [] };
  const services = await db.query<{ id: number; updated_on: Date }>(
    'SELECT id, updated_on FROM services WHERE store_id = $1 AND is_active ORDER BY id',
    [store.id],
  );
  const newest = services.reduce<Date | null>(
    (a, s) => (a && a > s.updated_on ? a : s.updated_on),
    null,
  );
  return {
    pages: [
      { path: '/', updated_on: newest?.toISOString() ?? null },
      ...services.map((s) => ({
        path: `/services/${s.id}`,
        updated_on: s.updated_on.toISOString(),
      })),
    ],
  };
}
