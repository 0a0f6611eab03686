import { Type, type Static } from '@sinclair/typebox';
import { ESTIMATE_STATUSES } from 'shared/contracts/repair';
import {
  VENDOR_ESTIMATE_ORDERINGS,
  vendorEstimateLabel,
  type VendorEstimateListItem,
} from 'shared/contracts/vendorSales';
import type { Db } from '../../db/types';
import { orderBy, PageQuery, pageOf, Where } from '../../platform/lists';
import { StringEnum } from '../../validation';
import { listOrderings } from './vendorSales';
import { iso, money } from '../../platform/wire';

// The vendor's estimates list (ADR 0012): a page of them with the status tabs' counts, searched by
// number, customer name or email.

const { page, page_size, search } = PageQuery;
export const VendorEstimateQuery = Type.Object({
  status: Type.Optional(StringEnum([...ESTIMATE_STATUSES])),
  ordering: Type.Optional(
    StringEnum(VENDOR_ESTIMATE_ORDERINGS.flatMap((c) => [c, `-${c}`])),
  ),
  search,
  page,
  page_size,
});

interface EstimateListRow {
  id: number;
  estimate_no: number;
  status: VendorEstimateListItem['status'];
  first_name: string;
  last_name: string;
  email: string;
  total: string;
  created_on: Date;
  version: number;
}

/** A page of the vendor's estimates with the status tabs' counts. */
export function vendorEstimatePage(
  db: Db,
  vendorId: number,
  query: Static<typeof VendorEstimateQuery>,
) {
  const where = new Where()
    .add('r.vendor_id = $?', vendorId)
    .search(query.search, [
      "('EST-' || r.estimate_no)",
      "(c.first_name || ' ' || c.last_name)",
      'c.email',
    ]);
  return pageOf(db, {
    page: query.page,
    pageSize: query.page_size,
    status: query.status,
    statuses: ESTIMATE_STATUSES,
    statusColumn: 'r.status',
    from: 'vendor_estimates r JOIN vendor_customers c ON c.id = r.customer_id',
    where,
    select: `r.id, r.estimate_no, r.status, c.first_name, c.last_name, c.email,
      r.total::text AS total, r.created_on, r.version`,
    orderBy: orderBy(
      query.ordering,
      listOrderings('estimate_no'),
      '-created_on',
      'r.id',
    ),
    map: (row: EstimateListRow): VendorEstimateListItem => ({
      id: row.id,
      estimate_no: vendorEstimateLabel(row.estimate_no),
      status: row.status,
      customer_name: `${row.first_name} ${row.last_name}`.trim(),
      customer_email: row.email,
      total: money(row.total),
      created_on: iso(row.created_on),
      version: row.version,
    }),
  });
}
