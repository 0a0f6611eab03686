// A storefront page's structured data (schema.org JSON-LD): the store as a local business (its
// address and phone when it has a location, its opening hours when it states them) and, on a
// service page, the service with its starting price. Prices are the platform's currency.
const CURRENCY = 'USD';

const compact = (o) =>
  Object.fromEntries(
    Object.entries(o).filter(
      ([, v]) => v !== null && v !== undefined && v !== '',
    ),
  );

const DAY_NAMES = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/**
 * schema.org OpeningHoursSpecification of a store's week (`[{ day, closed, opens, closes }]`):
 * days open at the same times share one entry; closed days are left out. Null for no week.
 */
export function openingHoursSpecification(week) {
  if (!Array.isArray(week)) return null;
  const groups = new Map();
  for (const d of week) {
    if (d.closed || !d.opens || !d.closes || !DAY_NAMES[d.day]) continue;
    const key = `${d.opens}-${d.closes}`;
    if (!groups.has(key))
      groups.set(key, {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [],
        opens: d.opens,
        closes: d.closes,
      });
    groups.get(key).dayOfWeek.push(DAY_NAMES[d.day]);
  }
  return groups.size > 0 ? [...groups.values()] : null;
}

/** The JSON-LD documents of a page (each one `<script type="application/ld+json">`). */
export function jsonLd({ origin, store, service, logo, image, canonical }) {
  const storeId = `${origin}/#store`;
  const address = store.address
    ? compact({
        '@type': 'PostalAddress',
        streetAddress: store.address.street,
        addressLocality: store.address.city,
        addressRegion: store.address.region,
        postalCode: store.address.postal_code,
        addressCountry: store.country,
      })
    : null;
  const business = compact({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': storeId,
    name: store.name,
    url: `${origin}/`,
    description: store.tagline,
    logo,
    image: logo,
    telephone: store.phone,
    address,
    openingHoursSpecification: openingHoursSpecification(store.opening_hours),
  });
  if (!service) return [business];
  const price = Number(service.price);
  return [
    business,
    compact({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: service.name,
      description: service.description,
      image,
      url: canonical,
      provider: { '@id': storeId },
      offers: {
        '@type': 'Offer',
        url: canonical,
        price: price.toFixed(2),
        priceCurrency: CURRENCY,
        priceSpecification: {
          '@type': 'PriceSpecification',
          minPrice: price,
          priceCurrency: CURRENCY,
        },
      },
    }),
  ];
}
