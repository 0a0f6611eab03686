import moment from 'moment';
import { formatDateIntl, type DateKind } from '../i18n/format';
import { COMMON_CATALOGUES } from '../i18n/common';
import { addCatalogue, i18n } from '../i18n/instance';
import { toUiLanguage } from '../i18n/languages';

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

// The display formats a language other than English shows with its own conventions (Intl); the
// input and api formats stay as they are, because parsers and the api read them back.
const LOCALISED: Record<string, DateKind> = {
  [DATE_FORMAT]: 'date',
  [DATE_TIME_FORMAT]: 'dateTime',
  [TIME_FORMAT]: 'time',
};

/** The page's language when it has its own date conventions ('es'); null for English and the pseudo-locale. */
function localLanguage(): string | null {
  const lang = toUiLanguage(i18n.language);
  return lang === 'es' ? lang : null;
}

// The two texts' Spanish lives in the common catalogue (added once, whoever loads first).
addCatalogue('common', COMMON_CATALOGUES);

const NOTIFICATION_FIELDS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * Formats a date: undefined → 'Loading...', null/empty/invalid → 'Incorrect format'. English keeps
 * the given moment format; another language shows the display formats in its own conventions
 * ('05 ene 2024') and the two texts in its words.
 */
export function formatDate(
  value: DateInput,
  format: string = DATE_FORMAT,
): string {
  const lang = localLanguage();
  const t = lang ? i18n.getFixedT(lang, 'common') : null;
  if (value === undefined) return t ? t('dates.loading') : DATE_LOADING;
  if (value === null || value === '')
    return t ? t('dates.incorrect') : DATE_INCORRECT;
  const m = parse(value);
  if (!m.isValid()) return t ? t('dates.incorrect') : DATE_INCORRECT;
  if (lang) {
    const kind = LOCALISED[format];
    if (kind) return formatDateIntl(m.toDate(), kind, lang);
    if (format === NOTIFICATION_DATE_FORMAT)
      return new Intl.DateTimeFormat(lang, NOTIFICATION_FIELDS).format(
        m.toDate(),
      );
  }
  return m.format(format);
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
