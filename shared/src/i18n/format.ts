import { i18n } from './instance';
import { dirOf, intlLocale, toUiLanguage } from './languages';

const current = (): string => i18n.language;

// Building an Intl formatter costs far more than using one (a list of 20 orders formats 40 values
// on its first render): one per locale and format, kept for the page's life.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => T,
): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/** Money in a language's conventions ("$12.50", "12,50 US$"); an unparsable amount is shown as given. */
export function formatMoney(
  amount: number | string | null | undefined,
  currency = 'USD',
  lang: string = current(),
): string {
  if (amount === null || amount === undefined) return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (
    (typeof amount === 'string' && amount.trim() === '') ||
    !Number.isFinite(value)
  )
    return String(amount);
  const locale = intlLocale(lang);
  return cached(
    `money|${locale}|${currency}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  ).format(value);
}

/** Which date a formatter shows: a day ('05, Jan 2024'), a day and time, or a time. */
export type DateKind = 'date' | 'dateTime' | 'time';

const FIELDS: Record<DateKind, Intl.DateTimeFormatOptions> = {
  date: { day: '2-digit', month: 'short', year: 'numeric' },
  dateTime: {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  },
  time: { hour: '2-digit', minute: '2-digit' },
};

// Formats, written with Intl's parts so English needs no moment on the first load.
const ENGLISH: Record<DateKind, (p: Record<string, string>) => string> = {
  date: (p) => `${p.day}, ${p.month} ${p.year}`,
  dateTime: (p) =>
    `${p.day}, ${p.month} ${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`,
  time: (p) => `${p.hour}:${p.minute} ${p.dayPeriod}`,
};

/** A date as the api or an input gives it; a bare day ('2024-01-05', '01/05/2024') is local. */
function parse(value: string | number | Date): Date {
  if (typeof value !== 'string') return new Date(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return new Date(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (us) return new Date(Number(us[3]), Number(us[1]) - 1, Number(us[2]));
  return new Date(value);
}

/**
 * A date in a language: English keeps the spec's formats ('DD, MMM YYYY', 'DD, MMMM YYYY hh:mm A',
 * 'hh:mm A'), other languages use Intl.DateTimeFormat with the same fields. A value not there yet
 * (undefined) reads 'Loading...', a missing or invalid one 'Incorrect format'.
 */
export function formatDateIntl(
  value: string | number | Date | null | undefined,
  kind: DateKind = 'date',
  lang: string = current(),
): string {
  const t = i18n.getFixedT(lang, 'common');
  if (value === undefined) return t('dates.loading');
  if (value === null || value === '') return t('dates.incorrect');
  const date = parse(value);
  if (Number.isNaN(date.getTime())) return t('dates.incorrect');
  const english = toUiLanguage(lang) === 'en' || toUiLanguage(lang) === null;
  const options: Intl.DateTimeFormatOptions = english
    ? { ...FIELDS[kind], hour12: true }
    : FIELDS[kind];
  const locale = intlLocale(lang);
  const format = cached(
    `date|${locale}|${kind}|${english}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
  if (!english) return format.format(date);
  const parts = Object.fromEntries(
    format.formatToParts(date).map((p) => [p.type, p.value]),
  );
  return ENGLISH[kind](parts);
}

const LRI = '\u2066';
const PDI = '\u2069';

/**
 * A left-to-right run (a signed amount, "+$20.00") kept whole inside right-to-left text: without
 * the isolate a right-to-left line draws it as "$20.00+". Left-to-right languages get it unchanged.
 */
export function isolateLtr(text: string, lang: string = current()): string {
  return dirOf(lang) === 'rtl' ? `${LRI}${text}${PDI}` : text;
}

/**
 * A 2-decimal amount as the api or a field gives it ('12.50'), as money: English shows it as given
 * after '$' (what the spec's texts and a refund field typed in show), other languages in their
 * conventions ('12,50 US$').
 */
export function formatApiAmount(
  amount: string,
  lang: string = current(),
): string {
  return toUiLanguage(lang) === 'es'
    ? formatMoney(amount, 'USD', lang)
    : `$${amount}`;
}
