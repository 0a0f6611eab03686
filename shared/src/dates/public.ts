import moment from 'moment';

/** '05, January 2024 03:04 PM' */
export const DATE_TIME_FORMAT = 'DD, MMMM YYYY hh:mm A';
/** '05, Jan 2024' */
export const DATE_FORMAT = 'DD, MMM YYYY';
/** '03:04 PM' */
export const TIME_FORMAT = 'hh:mm A';
/** '01/05/2024' (inputs and filters) */
export const INPUT_DATE_FORMAT = 'MM/DD/YYYY';
/** Notification timestamp, shown as 'ddd, MMM Do YYYY at h:mm a' ("at" is escaped for moment). */
export const NOTIFICATION_DATE_FORMAT = 'ddd, MMM Do YYYY [at] h:mm a';
/** Date format the API takes and answers. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';

/** Shown while the value has not arrived yet. */
export const DATE_LOADING = 'Loading...';
/** Shown for a missing (null/empty) or unparsable value. */
export const DATE_INCORRECT = 'Incorrect format';

/** A date value as the API or a picker gives it. */
export type DateInput = string | number | Date | null | undefined;

function parse(value: Exclude<DateInput, null | undefined>): moment.Moment {
  if (typeof value === 'string')
    return moment(
      value,
      [moment.ISO_8601, INPUT_DATE_FORMAT, API_DATE_FORMAT],
      true,
    );
  return moment(value);
}

/** Formats a date: undefined → 'Loading...', null/empty/invalid → 'Incorrect format'. */
export function formatDate(
  value: DateInput,
  format: string = DATE_FORMAT,
): string {
  if (value === undefined) return DATE_LOADING;
  if (value === null || value === '') return DATE_INCORRECT;
  const m = parse(value);
  return m.isValid() ? m.format(format) : DATE_INCORRECT;
}

/** Formats a date and time ('DD, MMMM YYYY hh:mm A') with the same missing/invalid texts. */
export function formatDateTime(
  value: DateInput,
  format: string = DATE_TIME_FORMAT,
): string {
  return formatDate(value, format);
}

/**
 * The day something happened to an order, estimate or charge (placed, paid, requested):
 * '05, Jan 2024'. The storefront shows every such date with this one formatter.
 */
export function formatOrderDate(value: DateInput): string {
  return formatDate(value, DATE_FORMAT);
}

/** A date as inputs and filters show it ('MM/DD/YYYY'). */
export function formatInputDate(value: DateInput): string {
  return formatDate(value, INPUT_DATE_FORMAT);
}

/** Formats a time ('hh:mm A'). */
export function formatTime(value: DateInput): string {
  return formatDate(value, TIME_FORMAT);
}

/** Formats a notification timestamp ('Mon, Jan 1st 2024 at 3:05 pm'). */
export function formatNotificationDate(value: DateInput): string {
  return formatDate(value, NOTIFICATION_DATE_FORMAT);
}

/** A date for the API ('YYYY-MM-DD'), or null when missing/invalid. */
export function toApiDate(value: DateInput): string | null {
  if (value === undefined || value === null || value === '') return null;
  const m = parse(value);
  return m.isValid() ? m.format(API_DATE_FORMAT) : null;
}

/** A Date from an API date/time string, or null when missing/invalid. */
export function fromApiDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const m = parse(value);
  return m.isValid() ? m.toDate() : null;
}
