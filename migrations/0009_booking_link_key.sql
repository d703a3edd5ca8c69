-- The key of the booking's management links (src/db/booking-tokens.ts): each
-- link's secret is an HMAC of the booking's UID and SEQUENCE under it, so the
-- daily reminder can give the link again while the table keeps only a hash of
-- it. Its own key, so that changing the client-address one leaves the links
-- of booked calls working; changing this one makes every management link of
-- a booked call fail (410), the calls themselves unchanged.
INSERT INTO hash_keys (name, key) VALUES ('booking-links', randomblob(32));
