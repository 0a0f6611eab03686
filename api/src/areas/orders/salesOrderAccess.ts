import type { Principal } from '../../auth/principal';
import { findScopedRecord, type StorePermission } from '../../auth/scope';
import type { Db } from '../../db/types';
import { SALES_ORDER_NOT_FOUND } from './orders';

// Which sales orders a portal caller reaches for a step: those of their store at a location where
// they hold the step's permission (auth/scope.ts), and every one for the super admin. A missing id,
// another store's order and an order at a location not granted all answer the same 404.

/** The sales order's place when the caller holds `permission` at its location; else 404. */
export const findPermittedSalesOrder = (
  db: Db,
  principal: Principal,
  id: number,
  permission: StorePermission,
) =>
  findScopedRecord(
    db,
    principal,
    'sales_orders',
    id,
    permission,
    SALES_ORDER_NOT_FOUND,
  );
