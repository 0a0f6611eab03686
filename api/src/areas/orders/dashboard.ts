import {
  DASHBOARD_MAX_DAYS,
  SETTINGS_MESSAGES,
  type Dashboard,
  type DashboardQuery,
} from 'shared/contracts/settings';
import type { Db } from '../../db/types';
import { validationError } from '../../errors';

// The owner's dashboard: counts and sums over the store's orders, computed by the
// database (one GROUP BY per figure, on the store's (store_id, created_on) index), for the
// caller's locations. Days are the browser's days: `utc_offset` minutes east of UTC.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD date as the UTC midnight of that day, or null when it is no real date. */
function dayOf(value: string): number | null {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const date = new Date(time);
  return date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d
    ? time
    : null;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The range checked (400 with the field's message): real dates, from ≤ to, at most 366 days. */
export function checkRange(query: DashboardQuery) {
  const from = dayOf(query.from);
  const to = dayOf(query.to);
  const errors: Record<string, string> = {};
  if (from === null) errors.from = SETTINGS_MESSAGES.date;
  if (to === null) errors.to = SETTINGS_MESSAGES.date;
  if (from !== null && to !== null) {
    if (from > to) errors.from = SETTINGS_MESSAGES.range;
    else if ((to - from) / DAY_MS + 1 > DASHBOARD_MAX_DAYS)
      errors.from = SETTINGS_MESSAGES.rangeTooLong;
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { from: from!, to: to! };
}

interface Figures {
  orders: number;
  revenue: string;
}

/**
 * The dashboard's figures for `storeId`, limited to `locationIds` (null: every location). Orders
 * count when placed in the range and not cancelled; revenue sums their totals.
 */
export async function dashboardFigures(
  db: Db,
  storeId: number,
  locationIds: number[] | null,
  query: DashboardQuery,
  now = new Date(),
): Promise<Dashboard> {
  const { from, to } = checkRange(query);
  const offsetMs = (query.utc_offset ?? 0) * 60 * 1000;
  const today = Math.floor((now.getTime() + offsetMs) / DAY_MS) * DAY_MS;
  const start = new Date(from - offsetMs).toISOString();
  const end = new Date(to + DAY_MS - offsetMs).toISOString();
  const scope = `store_id = $1 AND ($2::int[] IS NULL OR location_id = ANY($2::int[]))`;
  const figures = async (a: string, b: string) => {
    const [row] = await db.query<Figures>(
      `SELECT count(*)::int AS orders, COALESCE(sum(total), 0)::text AS revenue
       FROM sales_orders WHERE ${scope} AND status <> 'cancelled'
         AND created_on >= $3 AND created_on < $4`,
      [storeId, locationIds, a, b],
    );
    return row ?? { orders: 0, revenue: '0' };
  };
  const todayFigures = await figures(
    new Date(today - offsetMs).toISOString(),
    new Date(today + DAY_MS - offsetMs).toISOString(),
  );
  const rangeFigures = await figures(start, end);
  const dayRows = await db.query<Figures & { date: string }>(
    `SELECT to_char(((created_on AT TIME ZONE 'UTC') + make_interval(mins => $5))::date, 'YYYY-MM-DD') AS date,
            count(*)::int AS orders, COALESCE(sum(total), 0)::text AS revenue
     FROM sales_orders WHERE ${scope} AND status <> 'cancelled'
       AND created_on >= $3 AND created_on < $4
     GROUP BY 1`,
    [storeId, locationIds, start, end, query.utc_offset ?? 0],
  );
  const byDay = new Map(dayRows.map((row) => [row.date, row]));
  const days: Dashboard['days'] = [];
  for (let time = from; time <= to; time += DAY_MS) {
    const date = isoDay(time);
    const row = byDay.get(date);
    days.push({
      date,
      orders: row?.orders ?? 0,
      revenue: row ? Number(row.revenue).toFixed(2) : '0.00',
    });
  }
  const workInProgress = await db.query<{ status: string; count: number }>(
    `SELECT status, count(*)::int AS count FROM sales_orders
     WHERE ${scope} AND status NOT IN ('completed', 'cancelled')
       AND created_on >= $3 AND created_on < $4
     GROUP BY status`,
    [storeId, locationIds, start, end],
  );
  const [charges] = await db.query<{ count: number; amount: string }>(
    `SELECT count(DISTINCT o.id)::int AS count, COALESCE(sum(c.amount), 0)::text AS amount
     FROM charges c JOIN sales_orders o ON o.id = c.sales_order_id
     WHERE o.store_id = $1 AND ($2::int[] IS NULL OR o.location_id = ANY($2::int[]))
       AND o.status <> 'cancelled' AND c.status = 'unpaid'
       AND o.created_on >= $3 AND o.created_on < $4`,
    [storeId, locationIds, start, end],
  );
  const [estimates] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM estimates
     WHERE ${scope} AND status = 'quoted' AND created_on >= $3 AND created_on < $4`,
    [storeId, locationIds, start, end],
  );
  const money = (value: string) => Number(value).toFixed(2);
  return {
    from: isoDay(from),
    to: isoDay(to),
    today: isoDay(today),
    location_id: query.location_id ?? null,
    today_figures: { ...todayFigures, revenue: money(todayFigures.revenue) },
    range_figures: { ...rangeFigures, revenue: money(rangeFigures.revenue) },
    days,
    work_in_progress: workInProgress,
    waiting: {
      orders_awaiting_payment: charges?.count ?? 0,
      unpaid_charges_amount: money(charges?.amount ?? '0'),
      estimates_sent: estimates?.count ?? 0,
    },
  };
}
