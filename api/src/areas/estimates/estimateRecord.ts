import type { AppContext } from '../../context';
import { recordCustomer } from '../identity';
import { loadEstimate } from './estimates';
import { quoteFields } from '../../platform/quoteReads';

/**
 * The portal's answer for one estimate (GET /estimates/{id} and the answers of its moves and
 * quote): the estimate, its customer, version and converted order, the draft quote and the versions
 * sent (ADR 0026).
 */
export async function estimateAnswer(ctx: AppContext, id: number) {
  const estimate = (await loadEstimate(ctx.db, id))!;
  const [row] = await ctx.db.query<{
    version: number;
    sales_order_id: number | null;
  }>('SELECT version, sales_order_id FROM estimates WHERE id = $1', [id]);
  return {
    ...estimate,
    customer: await recordCustomer(ctx.db, 'estimates', id),
    version: row!.version,
    sales_order_id: row!.sales_order_id,
    ...(await quoteFields(ctx.db, 'store', id)),
  };
}
