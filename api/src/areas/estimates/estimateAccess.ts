import { MODULES } from '../../auth/permissions';
import type { Principal } from '../../auth/principal';
import { findScopedRecord } from '../../auth/scope';
import type { Db } from '../../db/types';

// Which of the stores' estimates a portal caller reaches: those of their store at a location where
// they hold the estimates permission (auth/scope.ts), and every one for the super admin.

/** One answer for a missing id, another store's estimate and one at a location not granted. */
export const ESTIMATE_NOT_FOUND = 'Estimate not found.';

/** The estimate's place when the caller holds the estimates permission at `level` there; else 404. */
export const findPermittedEstimate = (
  db: Db,
  principal: Principal,
  id: number,
  level: number,
) =>
  findScopedRecord(
    db,
    principal,
    'estimates',
    id,
    { module: MODULES.estimates, level },
    ESTIMATE_NOT_FOUND,
  );
