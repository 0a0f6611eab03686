-- A payment in flight claims its order or charge until this time: a second payment of the same
-- order or charge (another tab, a double click with a new key) is refused with 409 instead of
-- charging the card twice. The claim is released when the provider answers; a crashed one lapses.
ALTER TABLE sales_orders ADD COLUMN payment_claimed_until timestamptz;
ALTER TABLE charges ADD COLUMN payment_claimed_until timestamptz;
