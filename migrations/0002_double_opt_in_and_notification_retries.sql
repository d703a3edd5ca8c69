-- The owner's notification is retried with a growing delay and a bounded
-- number of attempts; a message that reached the bound stays 'unsent', so
-- `npm run messages -- --unsent` still lists it.
ALTER TABLE contact_messages ADD COLUMN notification_attempts INTEGER NOT NULL DEFAULT 0;
-- ISO 8601 in UTC: the daily job does not retry the message before then.
ALTER TABLE contact_messages ADD COLUMN next_notification_at TEXT;

-- Newsletter sign-ups are double opt-in: an address is pending until its
-- owner follows the link of the confirmation e-mail; only confirmed ones are
-- subscribers. Addresses listed before this migration had signed up with the
-- consent sentence shown: they stay subscribed.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at TEXT;
UPDATE newsletter_subscribers SET confirmed_at = created_at;
-- Secret of the confirmation link, single use (cleared once confirmed), and
-- when it expires; the daily job deletes pending addresses past it.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmation_token TEXT;
ALTER TABLE newsletter_subscribers ADD COLUMN confirmation_expires_at TEXT;
CREATE UNIQUE INDEX newsletter_subscribers_confirmation_token ON newsletter_subscribers (confirmation_token);
CREATE INDEX newsletter_subscribers_confirmation_expires_at ON newsletter_subscribers (confirmation_expires_at);
