// A storefront page's structured data (schema.org JSON-LD): the store as a local business (its
// address and phone when it has a location) and, on a service page, the service with its starting
// price. Prices are the platform's currency.
const CURRENCY = 'USD';

const compact = (o) =>
  Object.fromEntries(
    Object.entries(o).filter(
      ([, v]) => v !== null && v !== undefined && v !== '',
    ),
  );

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
