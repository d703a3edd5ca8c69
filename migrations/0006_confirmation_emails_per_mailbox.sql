-- Confirmation e-mails are limited per mailbox rather than per address typed:
-- victim@, victim+1@ and v.ictim@gmail.com reach one mailbox, and are counted
-- as one (src/db/mailbox-key.ts, src/db/newsletter-subscribers.ts). One row per
-- e-mail sent; rows older than a day no longer count and are deleted by the
-- daily job. The counts kept per address until now are dropped: the limits
-- start afresh once, at the deployment that applies this.
CREATE TABLE confirmation_emails (
  -- The mailbox's key: the address in lower case, without its +tag, nor its dots at Gmail.
  mailbox TEXT NOT NULL,
  -- ISO 8601 in UTC.
  sent_at TEXT NOT NULL
);
CREATE INDEX confirmation_emails_mailbox ON confirmation_emails (mailbox, sent_at);
CREATE INDEX confirmation_emails_sent_at ON confirmation_emails (sent_at);
ALTER TABLE newsletter_subscribers DROP COLUMN confirmation_sent_at;
ALTER TABLE newsletter_subscribers DROP COLUMN confirmations_since;
ALTER TABLE newsletter_subscribers DROP COLUMN confirmations_in_window;
