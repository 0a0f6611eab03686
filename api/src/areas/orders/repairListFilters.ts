import { Type } from '@sinclair/typebox';
import {
  SALES_ORDER_ORDERINGS,
  SALES_ORDER_STATUSES,
  WORK_ORDER_STATUSES,
} from 'shared/contracts/repair';
import { DateQuery, PageQuery } from '../../platform/lists';
import { Id, StringEnum } from '../../validation';
import { WORK_ORDER_ORDERINGS } from './workOrderLists';

// The filters of the repair loop's lists (the sales orders, the store's and the vendor's work
// orders) without paging: the lists' routes add paging, their spreadsheet downloads take them as
// they are.

const orderingsOf = (columns: string[]) =>
  StringEnum(columns.flatMap((c) => [c, `-${c}`]));
const { search } = PageQuery;

export const SalesOrderFilterQuery = Type.Object({
  status: Type.Optional(StringEnum([...SALES_ORDER_STATUSES])),
  location_id: Type.Optional(Id()),
  payment_status: Type.Optional(
    StringEnum(['unpaid', 'paid', 'partially_refunded', 'refunded']),
  ),
  ordering: Type.Optional(StringEnum([...SALES_ORDER_ORDERINGS])),
  search,
  ...DateQuery,
});
export const WorkOrderFilterQuery = Type.Object({
  status: Type.Optional(StringEnum([...WORK_ORDER_STATUSES])),
  vendor_id: Type.Optional(Id()),
  location_id: Type.Optional(Id()),
  ordering: Type.Optional(orderingsOf(WORK_ORDER_ORDERINGS)),
  search,
});
/** One status or several: `assigned,accepted,in_progress`. */
const STATUS_LIST = `(${WORK_ORDER_STATUSES.join('|')})`;
export const VendorWorkOrderFilterQuery = Type.Object({
  status: Type.Optional(
    Type.String({
      pattern: `^${STATUS_LIST}(,${STATUS_LIST})*$`,
      description: 'One work order status, or several separated by commas',
    }),
  ),
  store_id: Type.Optional(Id()),
  ordering: Type.Optional(orderingsOf(WORK_ORDER_ORDERINGS)),
  search,
});
