-- The admin site (issue 21): the audit log records what changed, not only who did what. `target` names
-- what was changed as it was called then (a member's e-mail, a model's name); `before` and `after` hold
-- the changed fields. Rows written before this migration have them NULL.
ALTER TABLE audit_events ADD COLUMN target text;
ALTER TABLE audit_events ADD COLUMN before jsonb;
ALTER TABLE audit_events ADD COLUMN after jsonb;
CREATE INDEX audit_events_account_id_idx ON audit_events (account_id, id);

-- The order owners and admins give their models (the admin site's models page); members' lists follow
-- it, ties by id (the order models were added, as before).
ALTER TABLE models ADD COLUMN position integer NOT NULL DEFAULT 0;
