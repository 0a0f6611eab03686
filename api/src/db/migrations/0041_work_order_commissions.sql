-- Commissions applied (ADR 0017): when a work order is sent, the store's first
-- commission rule for that vendor whose conditions hold gives the store's commission, a percentage
-- of the work order's vendor amount (its lines' vendor prices times their quantities). The work
-- order keeps what applied then: the rule's name, its rate, the amount it was taken of and the
-- commission. All four are null when no rule applied (and on work orders sent before this). A later
-- change of the rules or of the price list does not change them; the vendor's invoice deducts them.
ALTER TABLE work_orders
  ADD COLUMN commission_rule text,
  ADD COLUMN commission_rate numeric(5, 2) CHECK (commission_rate BETWEEN 0 AND 100),
  ADD COLUMN commission_base numeric(12, 2) CHECK (commission_base >= 0),
  ADD COLUMN commission_amount numeric(12, 2) CHECK (commission_amount >= 0),
  ADD CONSTRAINT work_orders_commission_whole CHECK (
    (commission_rule IS NULL) = (commission_rate IS NULL)
    AND (commission_rule IS NULL) = (commission_base IS NULL)
    AND (commission_rule IS NULL) = (commission_amount IS NULL)
  );
