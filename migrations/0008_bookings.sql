-- The free first call, booked on the site (src/records/booking.ts,
-- src/db/bookings.ts). Times are milliseconds since 1970 in UTC (integers,
-- so the database compares and indexes them); the agency's date of a call
-- (Europe/Paris) is kept beside it for the daily limit.
CREATE TABLE bookings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The iCalendar UID of the appointment (<id>@booking.<agency domain>): a
  -- move keeps it, with a higher SEQUENCE, so calendars update the event.
  uid TEXT NOT NULL,
  sequence INTEGER NOT NULL DEFAULT 0,
  -- held: waiting for the visitor to confirm from the e-mail, until held_until;
  -- confirmed; cancelled (by the visitor or the owner); expired (never
  -- confirmed); moved (replaced by the row of its new time, same uid).
  status TEXT NOT NULL CHECK (status IN ('held', 'confirmed', 'cancelled', 'expired', 'moved')),
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  -- YYYY-MM-DD in Europe/Paris.
  agency_date TEXT NOT NULL,
  held_until INTEGER,
  -- What the visitor typed (the record's fields).
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT '',
  -- The mailbox the address reaches (src/db/mailbox-key.ts): one live booking each.
  mailbox TEXT NOT NULL,
  -- The page's language (fr, en, es) and the visitor's IANA time zone, for the e-mails.
  language TEXT NOT NULL,
  zone TEXT NOT NULL,
  -- Keyed hash of the client address; the address itself is never stored.
  client_hash TEXT NOT NULL,
  -- SHA-256 of the secrets of the e-mailed links (confirm; cancel or move).
  confirm_token_hash TEXT UNIQUE,
  manage_token_hash TEXT UNIQUE,
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  cancelled_at TEXT,
  -- 'visitor' or 'owner'.
  cancelled_by TEXT,
  reminded_at TEXT
);
-- One live booking per slot, whoever races for it: the database refuses the second.
CREATE UNIQUE INDEX bookings_one_per_slot ON bookings (start_at) WHERE status IN ('held', 'confirmed');
CREATE INDEX bookings_live ON bookings (status, start_at);
CREATE INDEX bookings_mailbox ON bookings (mailbox, status);
CREATE INDEX bookings_agency_date ON bookings (agency_date, status);

-- Times the owner blocked on the desk: an hour, a day, a range of days.
CREATE TABLE booking_blocks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX booking_blocks_end ON booking_blocks (end_at);

-- The busy times last read from the owner's own calendar (its secret iCal
-- address), replaced as a whole at each successful reading.
CREATE TABLE calendar_busy (
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL
);
CREATE INDEX calendar_busy_end ON calendar_busy (end_at);

-- The booking's settings the owner changes on the desk, and the state of the
-- calendar reading: calendar_url, calendar_read_at, calendar_error,
-- feed_token_hash (her private feed of bookings).
CREATE TABLE booking_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Mailboxes the owner refused: a booking from one is answered as any other
-- and never reaches her.
CREATE TABLE refused_mailboxes (
  mailbox TEXT PRIMARY KEY,
  created_at TEXT NOT NULL
);
