import type { EstimateStatus } from '../contracts/orders';
import type { Machine } from './machine';

/**
 * An estimate (ADR 0009, ADR 0026): requested by the customer → sent (`quoted`) by the store →
 * approved (`accepted`) or declined by the customer (or by the store on the customer's word) →
 * converted into a sales order (by the store, or at once when the customer approves it). A sent or
 * approved estimate can be revised: sending the revision asks the customer again. A converted one
 * has one way out: work past the do-not-exceed amount the customer approved is a revision the
 * store sends (converted → quoted); its approval adds the difference to the same order. A sent
 * estimate left unanswered past its valid-until day expires (by the platform's daily sweep): the
 * customer can no longer approve it, and the store can send a revision, which asks again.
 */
export const ESTIMATE: Machine<EstimateStatus> = {
  name: 'estimate',
  initial: 'requested',
  labels: {
    requested: 'Requested',
    quoted: 'Sent',
    accepted: 'Approved',
    declined: 'Declined',
    converted: 'Converted to an order',
    expired: 'Expired',
  },
  final: ['declined'],
  moves: [
    {
      from: 'requested',
      to: 'quoted',
      action: 'Send estimate',
      by: ['store'],
      notify: ['customer'],
    },
    {
      from: 'quoted',
      to: 'quoted',
      action: 'Send revision',
      by: ['store'],
      notify: ['customer'],
    },
    {
      from: 'accepted',
      to: 'quoted',
      action: 'Send revision',
      by: ['store'],
      notify: ['customer'],
    },
    {
      from: 'converted',
      to: 'quoted',
      action: 'Send revision',
      by: ['store'],
      notify: ['customer'],
    },
    {
      from: 'expired',
      to: 'quoted',
      action: 'Send revision',
      by: ['store'],
      notify: ['customer'],
    },
    {
      from: 'quoted',
      to: 'expired',
      action: 'Expire',
      by: ['system'],
      notify: ['store'],
    },
    {
      from: 'requested',
      to: 'declined',
      action: 'Decline',
      by: ['store'],
      notify: ['customer'],
    },
    {
      from: 'quoted',
      to: 'accepted',
      action: 'Approve',
      by: ['customer', 'store'],
      notify: ['store'],
    },
    {
      from: 'quoted',
      to: 'declined',
      action: 'Decline',
      by: ['customer', 'store'],
      notify: ['store'],
    },
    {
      from: 'accepted',
      to: 'converted',
      action: 'Convert to order',
      by: ['store', 'customer'],
      notify: ['store', 'customer'],
    },
  ],
};
