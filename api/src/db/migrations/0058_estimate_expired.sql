-- A sent estimate left unanswered past its valid-until day becomes 'expired' (the expiry sweep),
-- for the store's estimates and the vendors' alike; a revision sends it again ('quoted').
ALTER TABLE estimates DROP CONSTRAINT estimates_status_check;
ALTER TABLE estimates ADD CONSTRAINT estimates_status_check
  CHECK (status IN ('requested', 'quoted', 'accepted', 'declined', 'converted', 'expired'));
ALTER TABLE vendor_estimates DROP CONSTRAINT vendor_estimates_status_check;
ALTER TABLE vendor_estimates ADD CONSTRAINT vendor_estimates_status_check
  CHECK (status IN ('requested', 'quoted', 'accepted', 'declined', 'converted', 'expired'));

-- Quotes the sweep already noticed (and mailed about) read as what they are.
UPDATE estimates SET status = 'expired', version = version + 1
  WHERE status = 'quoted' AND expired_on IS NOT NULL;
