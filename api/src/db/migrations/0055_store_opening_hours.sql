-- A store's opening hours: one entry a day of the week, Monday first, each either closed or open
-- from one time to a later one ({"day":"monday","closed":false,"opens":"09:00","closes":"17:30"}).
-- NULL when the store has not said; its storefront's structured data then names no hours.
ALTER TABLE stores ADD COLUMN IF NOT EXISTS opening_hours jsonb;
