import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  ESTIMATE_STATUSES,
  EstimatePage,
  type EstimateListItem,
} from 'shared/contracts/repair';
import type { AppContext } from '../../../context';
import { LEVELS, MODULES } from '../../../auth/permissions';
import { authenticate, principalOf } from '../../../auth/principal';
import { recordScope, scopeCondition } from '../../../auth/scope';
import {
  DateQuery,
  orderBy,
  PageQuery,
  pageOf,
  Where,
} from '../../../platform/lists';
import { Id, schemaOf, StringEnum } from '../../../validation';
import { iso, locationOf, money } from '../../../platform/wire';

// The store's estimates table: server-side paged, with the status tabs' counts; staff
// see only their locations.

const orderingsOf = (columns: string[]) =>
  StringEnum(columns.flatMap((c) => [c, `-${c}`]));
const EstimateQuery = Type.Object({
  status: Type.Optional(StringEnum([...ESTIMATE_STATUSES])),
  location_id: Type.Optional(Id()),
  ordering: Type.Optional(
    orderingsOf(['created_on', 'estimate_no', 'subtotal', 'status']),
  ),
  ...PageQuery,
  ...DateQuery,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row of the estimates list
const toEstimateItem = (row: any): EstimateListItem => ({
  id: row.id,
  estimate_no: row.estimate_no,
  status: row.status,
  created_on: iso(row.created_on),
  location: locationOf(row.location_id, row.location_name),
  customer_name: `${row.contact_first_name} ${row.contact_last_name}`.trim(),
  contact_email: row.contact_email,
  subtotal: money(row.subtotal),
  item_count: row.item_count,
  sales_order_id: row.sales_order_id,
  version: row.version,
});

export async function estimateListRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  app.get<{ Querystring: Static<typeof EstimateQuery> }>(
    '/estimates',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: EstimateQuery }),
        response: { 200: EstimatePage },
      },
    },
    async (request) => {
      const q = request.query;
      const scope = recordScope(principalOf(request), {
        module: MODULES.estimates,
        level: LEVELS.view,
      });
      const where = new Where();
      where.add(scopeCondition(scope, 'e', where.params));
      if (q.location_id) where.add('e.location_id = $?', q.location_id);
      where.search(q.search, [
        'e.estimate_no',
        "e.contact_first_name || ' ' || e.contact_last_name",
        'e.contact_email',
      ]);
      where.dates('e.created_on', q.date_from, q.date_to);
      return pageOf(db, {
        page: q.page,
        pageSize: q.page_size,
        status: q.status,
        statuses: ESTIMATE_STATUSES,
        statusColumn: 'e.status',
        from: 'estimates e LEFT JOIN locations l ON l.id = e.location_id',
        where,
        select: `e.id, e.estimate_no, e.status, e.created_on, e.location_id, l.name AS location_name,
          e.contact_first_name, e.contact_last_name, e.contact_email, e.subtotal::text AS subtotal,
          e.sales_order_id, e.version,
          (SELECT coalesce(sum(x.quantity), 0)::int FROM estimate_lines x WHERE x.estimate_id = e.id) AS item_count`,
        orderBy: orderBy(
          q.ordering,
          {
            created_on: 'e.created_on',
            estimate_no: 'e.estimate_no',
            subtotal: 'e.subtotal',
            status: 'e.status',
          },
          '-created_on',
          'e.id',
        ),
        map: toEstimateItem,
      });
    },
  );
}
