import type { Dashboard } from 'shared/contracts/settings';
import { formatMoney } from 'shared/i18n';
import { SALES_ORDER, statusLabel } from 'shared/workflow';
import { BarChart } from './BarChart';

const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;
const awaitingPayment = (n: number) =>
  n === 1 ? '1 order with a charge to pay' : `${n} orders with charges to pay`;

/** The headline numbers: today, the range, and what waits on the customer. */
export function Headline({ d }: { d: Dashboard }) {
  return (
    <div className="dashboard-cards">
      <section className="dashboard-card" aria-labelledby="dash-today">
        <h2 id="dash-today">Today</h2>
        <p className="dashboard-card__number">
          {orders(d.today_figures.orders)}
        </p>
        <p>{formatMoney(d.today_figures.revenue)} revenue</p>
      </section>
      <section className="dashboard-card" aria-labelledby="dash-range">
        <h2 id="dash-range">In the range</h2>
        <p className="dashboard-card__number">
          {orders(d.range_figures.orders)}
        </p>
        <p>{formatMoney(d.range_figures.revenue)} revenue</p>
      </section>
      <section className="dashboard-card" aria-labelledby="dash-waiting">
        <h2 id="dash-waiting">Waiting on the customer</h2>
        <p className="dashboard-card__number">
          {awaitingPayment(d.waiting.orders_awaiting_payment)}
        </p>
        <p>{formatMoney(d.waiting.unpaid_charges_amount)} to pay</p>
        <p>
          {d.waiting.estimates_sent} sent{' '}
          {d.waiting.estimates_sent === 1 ? 'estimate' : 'estimates'} awaiting
          an answer
        </p>
      </section>
    </div>
  );
}

/** Orders per day: bars to look at, and the same numbers as a table. */
export function Days({ d }: { d: Dashboard }) {
  return (
    <section className="dashboard-panel" aria-labelledby="dash-days">
      <h2 id="dash-days">Orders per day</h2>
      <BarChart
        title="Orders per day"
        bars={d.days.map((day) => ({
          key: day.date,
          label: day.date.slice(5),
          value: day.orders,
          text: String(day.orders),
        }))}
      />
      <details>
        <summary>Show the days as a table</summary>
        <table className="dashboard-table">
          <caption className="dashboard-table__caption">
            Orders and revenue per day
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {d.days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td>{day.orders}</td>
                <td>{formatMoney(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

const OPEN = ['new', 'in_progress', 'ready', 'shipped'] as const;

/** Open orders by status, in the order work moves: a list whose rows carry their bar. */
export function WorkInProgress({ d }: { d: Dashboard }) {
  const counts = new Map(d.work_in_progress.map((w) => [w.status, w.count]));
  const rows = OPEN.map((status) => ({
    status,
    label: statusLabel(SALES_ORDER, status),
    count: counts.get(status) ?? 0,
  }));
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <section className="dashboard-panel" aria-labelledby="dash-wip">
      <h2 id="dash-wip">Work in progress</h2>
      <ul className="dashboard-wip">
        {rows.map((r) => (
          <li key={r.status}>
            <span className="dashboard-wip__label">{r.label}</span>{' '}
            <span className="dashboard-wip__track" aria-hidden="true">
              <span
                className="dashboard-wip__bar"
                style={{ width: `${(r.count / max) * 100}%` }}
              />
            </span>{' '}
            <strong>{r.count}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
