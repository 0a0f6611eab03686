import type { Machine } from './machine';

/** A work order's status: the part of a sales order a store sends to a linked vendor. */
export type WorkOrderStatus =
  | 'assigned'
  | 'accepted'
  | 'rejected'
  | 'in_progress'
  | 'on_hold'
  | 'done'
  | 'returned';

/**
 * A work order (ADR 0009): assigned by the store → accepted or rejected by the vendor → in progress
 * ⇄ on hold (waiting for the store's approval) → done → returned to the store (the store confirms it
 * has the piece back). Every move tells the other side.
 */
export const WORK_ORDER: Machine<WorkOrderStatus> = {
  name: 'work order',
  initial: 'assigned',
  labels: {
    assigned: 'Assigned',
    accepted: 'Accepted',
    rejected: 'Rejected',
    in_progress: 'In progress',
    on_hold: 'On hold',
    done: 'Done',
    returned: 'Returned to store',
  },
  final: ['rejected', 'returned'],
  moves: [
    {
      from: 'assigned',
      to: 'accepted',
      action: 'Accept',
      by: ['vendor'],
      notify: ['store'],
    },
    {
      from: 'assigned',
      to: 'rejected',
      action: 'Reject',
      by: ['vendor'],
      notify: ['store'],
    },
    {
      from: 'accepted',
      to: 'in_progress',
      action: 'Start work',
      by: ['vendor'],
      notify: ['store'],
    },
    {
      from: 'in_progress',
      to: 'on_hold',
      action: 'Wait for approval',
      by: ['vendor'],
      notify: ['store'],
    },
    {
      from: 'on_hold',
      to: 'in_progress',
      action: 'Approve and resume',
      by: ['store', 'vendor'],
      notify: ['store', 'vendor'],
    },
    {
      from: 'in_progress',
      to: 'done',
      action: 'Job done',
      by: ['vendor'],
      notify: ['store'],
    },
    {
      from: 'done',
      to: 'returned',
      action: 'Received back',
      by: ['store'],
      notify: ['vendor'],
    },
  ],
};

/** Who asked an extra charge on a work order, in the words both portals show. */
export const chargeAsker = (requestedBy: 'store_owner' | 'vendor') =>
  requestedBy === 'vendor'
    ? 'Requested by the vendor'
    : 'Requested by the store';
