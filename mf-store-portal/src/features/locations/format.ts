import type { Location } from './api';

/** One line of the address: street, city, state and zip. */
export function formatAddress(location: Location): string {
  const cityLine = [
    location.city,
    [location.state, location.zip].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return [location.address_line1, cityLine].filter(Boolean).join(', ');
}
