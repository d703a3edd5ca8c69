-- Confirmation e-mails are limited per address, whoever asks for them: one
-- every few minutes and a few a day (src/db/newsletter-subscribers.ts).
-- When the last one was sent, ISO 8601 in UTC.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmation_sent_at TEXT;
-- Start of the current 24-hour window, and how many were sent in it.
ALTER TABLE newsletter_subscribers ADD COLUMN confirmations_since TEXT;
ALTER TABLE newsletter_subscribers ADD COLUMN confirmations_in_window INTEGER NOT NULL DEFAULT 0;
