import type { RecordEvent } from 'shared/contracts/repair';
import { sessionFor } from 'shared/testing';

export {
  workOrderFixture,
  workOrderPageOf as pageOf,
  workOrderSummaryOf as summaryOf,
} from 'shared/testing';

// Test data shaped exactly like shared/contracts/repair's wire records.

/** A timeline entry. */
export function eventFixture(over: Partial<RecordEvent> = {}): RecordEvent {
  return {
    id: 1,
    kind: 'status',
    record: 'work_order',
    work_order: { id: 41, work_order_no: '1000042-1' },
    from_status: null,
    to_status: 'assigned',
    body: '',
    image: null,
    charge_id: null,
    is_shared: false,
    actor: 'store',
    actor_name: 'Olivia Owner',
    created_on: '2026-11-20T10:00:00Z',
    ...over,
  };
}

/** Fixit's owner, signed in. */
export const vendorSession = () => sessionFor(7);

/** The 409 answer of a stale move. */
export const conflictAnswer = (status: string, version: number) => ({
  status: 409,
  body: {
    code: 'CONFLICT',
    message: 'Someone else changed this work order. It is now shown as it is.',
    errors: {},
    current: { status, version },
  },
});
