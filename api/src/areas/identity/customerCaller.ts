import type { FastifyRequest } from 'fastify';
import { ROLES } from '../../auth/permissions';
import { principalOf } from '../../auth/principal';
import { forbidden } from '../../errors';

// The customer a My Account request acts for: their customer record in their store.

export interface CustomerCaller {
  customerId: number;
  storeId: number;
}

/** The customer behind the request (after `authenticate`); any other role gets 403. */
export function customerOf(request: FastifyRequest): CustomerCaller {
  const { user } = principalOf(request);
  if (
    user.role_id !== ROLES.customer ||
    user.customer_id === null ||
    user.store_id === null
  )
    throw forbidden('Only customers have an account here.');
  return { customerId: user.customer_id, storeId: user.store_id };
}
