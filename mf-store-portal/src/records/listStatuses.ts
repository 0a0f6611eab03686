import type { SalesOrderListItem } from 'shared/contracts/repair';
import {
  ESTIMATE,
  SALES_ORDER,
  WORK_ORDER,
  type Machine,
} from 'shared/workflow';

/** A machine's statuses in its own order (the status tabs' order). */
const statusesOf = <S extends string>(machine: Machine<S>) =>
  Object.keys(machine.labels) as S[];

export const SALES_ORDER_STATUSES: SalesOrderListItem['status'][] =
  statusesOf(SALES_ORDER);
export const WORK_ORDER_STATUSES = statusesOf(WORK_ORDER);
export const ESTIMATE_STATUSES = statusesOf(ESTIMATE);
