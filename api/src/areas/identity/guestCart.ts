import type { Db } from '../../db/types';

/**
 * Moves a guest's cart into the customer's cart when they sign in or sign up with its id: the
 * checkout area's function, handed to the sign-in routes by areaRoutes.ts (identity sits below
 * checkout).
 */
export type MergeGuestCart = (
  db: Db,
  guestCartId: string,
  customerId: number,
  storeId: number,
) => Promise<unknown>;
