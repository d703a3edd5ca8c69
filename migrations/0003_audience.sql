-- Audience measurement, anonymous by construction: daily counters only. No
-- row holds a visitor, an address, a user agent or a full referrer URL.

-- Page views of visitors who accepted the measurement, one counter per day,
-- page, language, source and device class (upserted by each beacon).
CREATE TABLE audience_page_views (
  -- UTC day, YYYY-MM-DD, so text order is time order.
  day TEXT NOT NULL,
  -- Route id of the route table (src/routes.ts).
  route TEXT NOT NULL,
  language TEXT NOT NULL,
  -- Host name of the referring site, 'direct' without one, 'internal' from a page of the site.
  source TEXT NOT NULL,
  -- From the viewport width only.
  device TEXT NOT NULL CHECK (device IN ('phone', 'tablet', 'desktop')),
  views INTEGER NOT NULL,
  PRIMARY KEY (day, route, language, source, device)
) WITHOUT ROWID;

-- Contact messages stored and newsletter sign-ups, per day, page and language:
-- the conversions the page views are compared with.
CREATE TABLE audience_conversions (
  day TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('message', 'newsletter')),
  route TEXT NOT NULL,
  language TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, kind, route, language)
) WITHOUT ROWID;
