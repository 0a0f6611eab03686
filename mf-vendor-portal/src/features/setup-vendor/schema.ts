import {
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  type VendorProfile,
  type VendorProfileInput,
} from 'shared/contracts/vendorSetup';
import { MESSAGES, phoneSchema, urlSchema, yup } from 'shared/validation';

// The profile as the form types it: every field a string ('' for none).

export interface ProfileValues {
  name: string;
  contact_email: string;
  contact_phone: string;
  website_url: string;
  logo: string;
  description: string;
  service_area: string;
  turnaround_days: string;
}

const tooLong = (limit: number) =>
  `Ensure this field has no more than ${limit} characters.`;

export const profileSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(MESSAGES.requiredDot)
    .min(2, PROFILE_MESSAGES.name)
    .max(PROFILE_LIMITS.name, PROFILE_MESSAGES.name),
  contact_email: yup
    .string()
    .trim()
    .email(PROFILE_MESSAGES.email)
    .max(PROFILE_LIMITS.email, PROFILE_MESSAGES.email),
  contact_phone: phoneSchema().max(
    PROFILE_LIMITS.phone,
    PROFILE_MESSAGES.phone,
  ),
  website_url: urlSchema().max(
    PROFILE_LIMITS.website,
    tooLong(PROFILE_LIMITS.website),
  ),
  description: yup
    .string()
    .max(PROFILE_LIMITS.description, tooLong(PROFILE_LIMITS.description)),
  service_area: yup
    .string()
    .max(PROFILE_LIMITS.serviceArea, tooLong(PROFILE_LIMITS.serviceArea)),
  turnaround_days: yup
    .string()
    .trim()
    .test(
      'days',
      PROFILE_MESSAGES.turnaround,
      (v) => !v || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 365),
    ),
});

/** The form's start from the saved profile. */
export const valuesOf = (profile: VendorProfile): ProfileValues => ({
  name: profile.name,
  contact_email: profile.contact_email ?? '',
  contact_phone: profile.contact_phone ?? '',
  website_url: profile.website_url ?? '',
  logo: profile.logo ?? '',
  description: profile.description,
  service_area: profile.service_area,
  turnaround_days:
    profile.turnaround_days === null ? '' : String(profile.turnaround_days),
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What the api takes, under the version the form started from. */
export const toInput = (
  values: ProfileValues,
  version: number,
): VendorProfileInput => ({
  name: values.name.trim(),
  contact_email: orNull(values.contact_email),
  contact_phone: orNull(values.contact_phone),
  website_url: orNull(values.website_url),
  logo: orNull(values.logo),
  description: values.description.trim(),
  service_area: values.service_area.trim(),
  turnaround_days: orNull(values.turnaround_days)
    ? Number(values.turnaround_days.trim())
    : null,
  version,
});
