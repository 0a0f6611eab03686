import { ONBOARDING_MESSAGES } from 'shared/contracts/onboarding';
import { MESSAGES, phoneSchema, yup } from 'shared/validation';
import type { LocationInput, LocationRecord } from './api';

/** The api's ZIP rule (api/src/areas/storefront/storeLocations.ts, the onboarding address step's). */
const ZIP_REGEX = /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/;

const required = (max: number) =>
  yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .max(max, `Please enter at most ${max} characters.`);

/** A location's rules, the server's (api/src/areas/storefront/storeLocations.ts checkStoreLocation). */
export const locationSchema = yup.object({
  name: required(100),
  address_line1: required(200),
  city: required(100),
  state: required(100),
  zip: required(20).matches(ZIP_REGEX, {
    message: ONBOARDING_MESSAGES.zip,
    excludeEmptyString: true,
  }),
  phone: phoneSchema().max(40, 'Please enter at most 40 characters.'),
});
export type LocationValues = yup.InferType<typeof locationSchema>;

/** The form's values from a location (or empty, for a new one). */
export const locationValues = (
  location: LocationRecord | null,
): LocationValues => ({
  name: location?.name ?? '',
  address_line1: location?.address_line1 ?? '',
  city: location?.city ?? '',
  state: location?.state ?? '',
  zip: location?.zip ?? '',
  phone: location?.phone ?? '',
});

/** The form's values as the api takes them: trimmed, an empty phone as null. */
export function toLocationInput(values: LocationValues): LocationInput {
  const cast = locationSchema.cast(values);
  return {
    name: cast.name,
    address_line1: cast.address_line1,
    city: cast.city,
    state: cast.state,
    zip: cast.zip,
    phone: cast.phone ? cast.phone : null,
  };
}
