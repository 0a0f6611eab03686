import type { OrderStatus } from '../contracts/orders';
import type { Machine } from './machine';

/**
 * A customer's sales order (ADR 0009): received (`new`) → in progress → ready for pickup or shipped
 * → completed; cancelled from anything not yet handed over. The customer is mailed when the piece is
 * received, ready and shipped.
 */
export const SALES_ORDER: Machine<OrderStatus> = {
  name: 'sales order',
  initial: 'new',
  labels: {
    new: 'Received',
    in_progress: 'In progress',
    ready: 'Ready for pickup',
    shipped: 'Shipped',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  final: ['completed', 'cancelled'],
  moves: [
    {
      from: 'new',
      to: 'in_progress',
      action: 'Start work',
      by: ['store'],
      notify: ['store'],
    },
    {
      from: 'new',
      to: 'cancelled',
      action: 'Cancel order',
      by: ['store'],
      notify: ['store', 'customer'],
    },
    {
      from: 'in_progress',
      to: 'ready',
      action: 'Ready for pickup',
      by: ['store'],
      notify: ['store', 'customer'],
    },
    {
      from: 'in_progress',
      to: 'shipped',
      action: 'Mark shipped',
      by: ['store'],
      notify: ['store', 'customer'],
    },
    {
      from: 'in_progress',
      to: 'cancelled',
      action: 'Cancel order',
      by: ['store'],
      notify: ['store', 'customer'],
    },
    {
      from: 'ready',
      to: 'completed',
      action: 'Picked up',
      by: ['store'],
      notify: ['store'],
    },
    {
      from: 'ready',
      to: 'in_progress',
      action: 'Back to work',
      by: ['store'],
      notify: ['store'],
    },
    {
      from: 'shipped',
      to: 'completed',
      action: 'Delivered',
      by: ['store'],
      notify: ['store'],
    },
  ],
};
