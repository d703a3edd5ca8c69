-- Confirmed bookings of the free first call count as conversions beside the
-- contact messages and newsletter sign-ups (src/db/audience.ts): the kind's
-- CHECK takes 'booking'. SQLite cannot change a CHECK in place, so the table
-- is made again and its rows copied.
CREATE TABLE audience_conversions_new (
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('message', 'newsletter', 'booking')),
  route TEXT NOT NULL,
  language TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, kind, route, language)
) WITHOUT ROWID;
INSERT INTO audience_conversions_new (day, kind, route, language, count) SELECT day, kind, route, language, count FROM audience_conversions;
DROP TABLE audience_conversions;
ALTER TABLE audience_conversions_new RENAME TO audience_conversions;
