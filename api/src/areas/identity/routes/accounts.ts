import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { accountAuthRoutes } from './accountsAuth';
import type { MergeGuestCart } from '../guestCart';
import { devMailRoutes } from './accountsMail';
import { myAccountRoutes } from './accountsMe';

// Routes for customer accounts, password reset, My Account, addresses and the dev mail outbox (My
// Account's orders and feedback are the orders area's routes).

export async function accountRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  mergeGuestCart: MergeGuestCart,
): Promise<void> {
  await accountAuthRoutes(app, ctx, mergeGuestCart);
  await myAccountRoutes(app, ctx);
  await devMailRoutes(app, ctx);
}
