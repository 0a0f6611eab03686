import { Link } from 'shared/router';
import { useBasePath } from '../../../basePath';
import { vendorPortalPaths } from '../../../paths';
import { useVendorT, vpt } from '../../../i18n/t';
import { useTeamSeats } from '../hooks';

/** "3 of 5 seats used" (no plan on record: "3 seats used"). */
export const seatsUsedText = (used: number, included: number | null) =>
  included === null
    ? vpt('team.seatsUsed', { count: used })
    : vpt('team.seatsOf', { used, count: included });

/** The team's seats of the plan; when every seat is taken, the way to a larger plan. */
export function SeatCount() {
  const base = useBasePath();
  const t = useVendorT();
  const { seats } = useTeamSeats();
  // Loading or failed: the page's own states say so; the count is an extra.
  if (!seats) return null;
  const isFull = seats.included !== null && seats.used >= seats.included;
  return (
    <section className="vp-card" aria-label={t('team.seats')}>
      <p>
        <strong>{seatsUsedText(seats.used, seats.included)}</strong>
        {seats.plan_name ? t('team.onPlan', { plan: seats.plan_name }) : ''}
        {t('team.seatsRule')}
      </p>
      {isFull && (
        <>
          <p>{t('team.full')}</p>
          <p>
            <Link to={vendorPortalPaths.plan(base)}>
              {t('team.changePlan')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
