-- The payment reconcile looks for payments left pending (a process that ended mid-charge) every
-- minute: a partial index keeps that a look at the few pending rows, not at every payment.
CREATE INDEX payments_pending_idx ON payments (created_on) WHERE status = 'pending';
