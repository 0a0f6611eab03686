import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import {
  SALES_ORDER_STATUSES,
  SalesOrderPage,
  VendorStoreList,
  WORK_ORDER_STATUSES,
  WorkOrderPage,
} from 'shared/contracts/repair';
import type { AppContext } from '../../../context';
import { authenticate, principalOf } from '../../../auth/principal';
import { PageQuery, pageOf } from '../../../platform/lists';
import {
  SALES_ORDER_SELECT,
  salesOrderListQuery,
  toOrderItem,
  type ListQuery,
} from '../repairLists';
import {
  linkedStores,
  storeWorkOrderListQuery,
  vendorWorkOrderListQuery,
} from '../workOrderLists';
import {
  SalesOrderFilterQuery,
  VendorWorkOrderFilterQuery,
  WorkOrderFilterQuery,
} from '../repairListFilters';
import { toSummary, type WorkOrderRow } from '../workOrderSummaries';
import { schemaOf } from '../../../validation';

// The portal's lists of the repair loop (shared/contracts/repair): the store's sales orders, work
// orders (staff: only their locations) and the vendor's work orders (only of stores it is linked
// to); their filters are repairListFilters.ts's (the spreadsheets read the same). The estimates
// list is in estimateList.ts.

const { page, page_size } = PageQuery;

const SalesOrderQuery = Type.Object({
  ...SalesOrderFilterQuery.properties,
  page,
  page_size,
});
const WorkOrderQuery = Type.Object({
  ...WorkOrderFilterQuery.properties,
  page,
  page_size,
});
const VendorWorkOrderQuery = Type.Object({
  ...VendorWorkOrderFilterQuery.properties,
  page,
  page_size,
});

/** A page of a list query's rows with its status tabs' counts. */
const pageOfList = <T, R>(
  db: AppContext['db'],
  query: ListQuery,
  input: {
    page?: number;
    pageSize?: number;
    statuses: readonly string[];
    select: string;
    map: (row: R) => T;
  },
) => pageOf(db, { ...query, ...input });

export async function repairListRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const { db, config } = ctx;
  const requireAuth = authenticate(db, config);

  app.get<{ Querystring: Static<typeof SalesOrderQuery> }>(
    '/sales-orders',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: SalesOrderQuery }),
        response: { 200: SalesOrderPage },
      },
    },
    async (request) =>
      pageOfList(db, salesOrderListQuery(principalOf(request), request.query), {
        page: request.query.page,
        pageSize: request.query.page_size,
        statuses: SALES_ORDER_STATUSES,
        select: SALES_ORDER_SELECT,
        map: toOrderItem,
      }),
  );

  /** A page of work order summaries with the status tabs' counts. */
  const workOrderPage = (
    query: ListQuery,
    paging: { page?: number; page_size?: number },
  ) =>
    pageOfList(db, query, {
      page: paging.page,
      pageSize: paging.page_size,
      statuses: WORK_ORDER_STATUSES,
      select: 'w.*',
      map: (row: WorkOrderRow) => toSummary(row),
    });

  app.get<{ Querystring: Static<typeof WorkOrderQuery> }>(
    '/work-orders',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: WorkOrderQuery }),
        response: { 200: WorkOrderPage },
      },
    },
    async (request) =>
      workOrderPage(
        storeWorkOrderListQuery(principalOf(request), request.query),
        request.query,
      ),
  );

  app.get<{ Querystring: Static<typeof VendorWorkOrderQuery> }>(
    '/vendor/work-orders',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({ querystring: VendorWorkOrderQuery }),
        response: { 200: WorkOrderPage },
      },
    },
    async (request) =>
      workOrderPage(
        vendorWorkOrderListQuery(principalOf(request), request.query),
        request.query,
      ),
  );

  app.get(
    '/vendor/stores',
    {
      onRequest: requireAuth,
      schema: {
        ...schemaOf({}),
        response: { 200: VendorStoreList },
      },
    },
    async (request) => linkedStores(db, principalOf(request)),
  );
}
