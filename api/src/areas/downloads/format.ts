// Words and numbers as the downloads print them: dates as the product's 'DD, MMM YYYY', money in
// dollars (as the charge mails write it), work orders as people read them ('WO-1000042-1').

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** '23, Nov 2026' (the product's 'DD, MMM YYYY', read in UTC); '' for no date. */
export function formatDay(value: string | Date | null): string {
  if (value === null || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${day}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** '$1,234.50' from a 2-decimal money string. */
export const formatMoney = (amount: string): string =>
  Number(amount).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
  });

/** 'YYYY-MM-DD' of a moment in UTC (file names). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** A line's chosen options as one text: 'Metal: Gold, Size: 7'. */
export const choicesText = (choices: { label: string; value: string }[]) =>
  choices.map((choice) => `${choice.label}: ${choice.value}`).join(', ');
