-- Messages sent through the contact form, stored before anything is acknowledged.
CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- ISO 8601 in UTC, so text order is time order.
  created_at TEXT NOT NULL,
  -- Language of the page the form was posted from: fr, en or es.
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL,
  -- Path of the page the form was posted from.
  source_page TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  -- Keyed hash of the client address; the address itself is never stored.
  client_hash TEXT NOT NULL,
  -- Generated into the form, so a double submit stores one row.
  idempotency_key TEXT NOT NULL UNIQUE,
  -- The owner's e-mail notification: 'unsent' rows are sent again by the daily job.
  notification TEXT NOT NULL DEFAULT 'pending' CHECK (notification IN ('pending', 'sent', 'unsent')),
  notified_at TEXT
);
CREATE INDEX contact_messages_created_at ON contact_messages (created_at);
CREATE INDEX contact_messages_notification ON contact_messages (notification);

-- Newsletter sign-ups from the blog page.
CREATE TABLE newsletter_subscribers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  language TEXT NOT NULL,
  created_at TEXT NOT NULL,
  -- Signing up again counts as a contact: retention runs from here.
  last_contact_at TEXT NOT NULL,
  -- Version of the consent sentence shown next to the form.
  consent_version TEXT NOT NULL,
  -- Secret of the row's unsubscribe link.
  unsubscribe_token TEXT NOT NULL UNIQUE
);
CREATE INDEX newsletter_subscribers_last_contact_at ON newsletter_subscribers (last_contact_at);

-- One row per form submission, counted to refuse more than the allowed number
-- per client and window; rows older than a day are deleted by the daily job.
CREATE TABLE rate_limit_hits (
  client_hash TEXT NOT NULL,
  form TEXT NOT NULL,
  -- Milliseconds since the Unix epoch.
  at INTEGER NOT NULL
);
CREATE INDEX rate_limit_hits_client ON rate_limit_hits (client_hash, form, at);

-- Keys made by the database itself, so each database (local, remote) has its
-- own and none is written in the repository or the configuration.
CREATE TABLE hash_keys (
  name TEXT PRIMARY KEY,
  key BLOB NOT NULL
);
INSERT INTO hash_keys (name, key) VALUES ('client-address', randomblob(32));
