import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { accountAuthRoutes } from './accountsAuth';
import { feedbackRoutes } from '../../orders/routes/accountsFeedback';
import { devMailRoutes } from './accountsMail';
import { myAccountRoutes } from './accountsMe';
import { myOrderRoutes } from '../../orders/routes/accountsOrders';

// Routes for customer accounts, password reset, My Account, addresses, feedback and the dev mail outbox.

export async function accountRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  await accountAuthRoutes(app, ctx);
  await myAccountRoutes(app, ctx);
  await myOrderRoutes(app, ctx);
  await feedbackRoutes(app, ctx);
  await devMailRoutes(app, ctx);
}
