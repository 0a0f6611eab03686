import { sessionFor } from 'shared/testing';

export {
  eventFixture,
  workOrderFixture,
  workOrderPageOf as pageOf,
  workOrderSummaryOf as summaryOf,
} from 'shared/testing';

// Test data shaped exactly like shared/contracts/repair's wire records.

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
