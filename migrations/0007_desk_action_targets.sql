-- A desk action's key records what the action acted on as well (the message's
-- or the subscriber's id), so that a key sent again with another action or
-- another id is told from its own form sent twice: nothing is done, and the
-- desk says so rather than showing the notice of an action it did not carry out.
-- Keys recorded before have none; the daily job deletes them within a day.
ALTER TABLE desk_actions ADD COLUMN target INTEGER;
