import type { Dashboard } from 'shared/contracts/settings';
import { formatMoney } from 'shared/i18n';
import { SALES_ORDER, statusLabel } from 'shared/workflow';
import { useStorePortalT } from '../../../i18n/t';
import { BarChart } from './BarChart';

/** The headline numbers: today, the range, and what waits on the customer. */
export function Headline({ d }: { d: Dashboard }) {
  const t = useStorePortalT();
  const orders = (count: number) => t('dashboard.orderCount', { count });
  const revenue = (amount: number | string) =>
    t('dashboard.revenueAmount', { amount: formatMoney(amount) });
  return (
    <div className="dashboard-cards">
      <section className="dashboard-card" aria-labelledby="dash-today">
        <h2 id="dash-today">{t('dashboard.today')}</h2>
        <p className="dashboard-card__number">
          {orders(d.today_figures.orders)}
        </p>
        <p>{revenue(d.today_figures.revenue)}</p>
      </section>
      <section className="dashboard-card" aria-labelledby="dash-range">
        <h2 id="dash-range">{t('dashboard.inRange')}</h2>
        <p className="dashboard-card__number">
          {orders(d.range_figures.orders)}
        </p>
        <p>{revenue(d.range_figures.revenue)}</p>
      </section>
      <section className="dashboard-card" aria-labelledby="dash-waiting">
        <h2 id="dash-waiting">{t('dashboard.waiting')}</h2>
        <p className="dashboard-card__number">
          {t('dashboard.awaitingPayment', {
            count: d.waiting.orders_awaiting_payment,
          })}
        </p>
        <p>
          {t('dashboard.toPay', {
            amount: formatMoney(d.waiting.unpaid_charges_amount),
          })}
        </p>
        <p>
          {t('dashboard.estimatesSent', { count: d.waiting.estimates_sent })}
        </p>
      </section>
    </div>
  );
}

/** Orders per day: bars to look at, and the same numbers as a table. */
export function Days({ d }: { d: Dashboard }) {
  const t = useStorePortalT();
  return (
    <section className="dashboard-panel" aria-labelledby="dash-days">
      <h2 id="dash-days">{t('dashboard.ordersPerDay')}</h2>
      <BarChart
        title={t('dashboard.ordersPerDay')}
        bars={d.days.map((day) => ({
          key: day.date,
          label: day.date.slice(5),
          value: day.orders,
          text: String(day.orders),
        }))}
      />
      <details>
        <summary>{t('dashboard.showTable')}</summary>
        <table className="dashboard-table">
          <caption className="dashboard-table__caption">
            {t('dashboard.tableCaption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.day')}</th>
              <th scope="col">{t('dashboard.orders')}</th>
              <th scope="col">{t('dashboard.revenue')}</th>
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
  const t = useStorePortalT();
  const counts = new Map(d.work_in_progress.map((w) => [w.status, w.count]));
  const rows = OPEN.map((status) => ({
    status,
    label: statusLabel(SALES_ORDER, status),
    count: counts.get(status) ?? 0,
  }));
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <section className="dashboard-panel" aria-labelledby="dash-wip">
      <h2 id="dash-wip">{t('dashboard.workInProgress')}</h2>
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
