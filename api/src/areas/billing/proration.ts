// The proration rule of a store's plan items (/addbillitems and /pay-per-location), in
// one place. An item bought part-way through the billing period costs, for the rest of the period,
//
//   monthly price in cents × days left ÷ days in the period, rounded half up to a whole cent.
//
// Days are calendar days in UTC. The period runs from one renewal (included) to the next (not
// included: it starts the next period), so the day of purchase is a day left and an item bought on
// the renewal day costs the whole month. The periods step a month at a time from the store's
// renewal date, each counted from that anchor (31 Jan → 28 Feb → 31 Mar), so a short month never
// shifts the days that follow. A purchase of several items prorates one item's price and
// multiplies it, so an invoice line's amount is its quantity × a whole-cent unit price and the
// page's quote is exactly what is charged.

/** One billing period: `start` included, `end` (the next renewal) not. */
export interface BillingPeriod {
  start: string;
  end: string;
  days_in_period: number;
  /** from `today` (included) to `end` */
  days_left: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsOf(day: string): [number, number, number] {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const msOf = (day: string) => {
  const [year, month, date] = partsOf(day);
  return Date.UTC(year, month - 1, date);
};

/** 'YYYY-MM-DD' of a moment, in UTC. */
export const dayOf = (moment: Date): string =>
  moment.toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((msOf(to) - msOf(from)) / DAY_MS);

/** The day `months` months after `day`; a date the month lacks falls back to its last day. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = partsOf(day);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDate = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(date, lastDate));
  return dayOf(first);
}

/** The monthly period around `today` of a store that renews on `anchor` (any of its renewal days). */
export function currentPeriod(anchor: string, today: string): BillingPeriod {
  let k = 0;
  while (addMonths(anchor, k) <= today) k += 1;
  while (addMonths(anchor, k - 1) > today) k -= 1;
  const start = addMonths(anchor, k - 1);
  const end = addMonths(anchor, k);
  return {
    start,
    end,
    days_in_period: daysBetween(start, end),
    days_left: daysBetween(today, end),
  };
}

/** `monthlyCents` × `daysLeft` ÷ `daysInPeriod`, rounded half up to a whole cent. */
export function prorateCents(
  monthlyCents: number,
  daysLeft: number,
  daysInPeriod: number,
): number {
  if (
    !Number.isSafeInteger(monthlyCents) ||
    !Number.isInteger(daysLeft) ||
    !Number.isInteger(daysInPeriod) ||
    monthlyCents < 0 ||
    daysInPeriod < 1 ||
    daysLeft < 0 ||
    daysLeft > daysInPeriod
  )
    throw new RangeError(
      `cannot prorate ${monthlyCents} over ${daysLeft} of ${daysInPeriod} days`,
    );
  // Integers only: round(a / b) half up is floor((2a + b) / 2b) for a, b ≥ 0.
  return Math.floor(
    (2 * monthlyCents * daysLeft + daysInPeriod) / (2 * daysInPeriod),
  );
}
