import { Link } from 'shared/router';
import { useBasePath } from '../../../basePath';
import { vendorPortalPaths } from '../../../paths';
import { useTeamSeats } from '../hooks';

/** "3 of 5 seats used" (no plan on record: "3 seats used"). */
export const seatsUsedText = (used: number, included: number | null) =>
  included === null
    ? `${used} ${used === 1 ? 'seat' : 'seats'} used`
    : `${used} of ${included} ${included === 1 ? 'seat' : 'seats'} used`;

/** The team's seats of the plan; when every seat is taken, the way to a larger plan. */
export function SeatCount() {
  const base = useBasePath();
  const { seats } = useTeamSeats();
  // Loading or failed: the page's own states say so; the count is an extra.
  if (!seats) return null;
  const isFull = seats.included !== null && seats.used >= seats.included;
  return (
    <section className="vp-card" aria-label="Seats">
      <p>
        <strong>{seatsUsedText(seats.used, seats.included)}</strong>
        {seats.plan_name ? ` on the ${seats.plan_name} plan` : ''}. Everyone
        active and every open invitation holds a seat.
      </p>
      {isFull && (
        <>
          <p>All seats are taken: change your plan to invite more people.</p>
          <p>
            <Link to={vendorPortalPaths.plan(base)}>Change plan</Link>
          </p>
        </>
      )}
    </section>
  );
}
