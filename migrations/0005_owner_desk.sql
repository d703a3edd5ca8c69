-- The owner's desk (/bureau): a message she has dealt with is marked handled,
-- ISO 8601 in UTC; empty while it is new.
ALTER TABLE contact_messages ADD COLUMN handled_at TEXT;
CREATE INDEX contact_messages_handled_at ON contact_messages (handled_at);

-- Every action of the desk carries a key generated into its form: the key is
-- recorded with the action, so a form sent twice (a double tap, a reload after
-- the answer) acts once. Rows older than a day are deleted by the daily job.
CREATE TABLE desk_actions (
  idempotency_key TEXT PRIMARY KEY,
  action TEXT NOT NULL,
  -- ISO 8601 in UTC.
  at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX desk_actions_at ON desk_actions (at);
