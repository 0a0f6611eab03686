import { MESSAGES, trackOrderSchema, yup } from 'shared/validation';

/** The same shape of address the api accepts for tracking. */
const EMAIL_REGEX = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The Track order form: the spec's 7-character order number (its messages unchanged) plus the
 * order's email, which anonymous tracking needs (ADR 0008).
 */
export const trackOrderFormSchema = () =>
  trackOrderSchema().shape({
    // Its own name (and so input id): the dialog can open over a page with an Email field of its own.
    tracking_email: yup
      .string()
      .trim()
      .required(MESSAGES.required)
      .max(254, MESSAGES.email)
      .matches(EMAIL_REGEX, { message: MESSAGES.email }),
  });

export type TrackOrderValues = yup.InferType<
  ReturnType<typeof trackOrderFormSchema>
>;
