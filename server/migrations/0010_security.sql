-- Security fixes: an audit trail of sensitive acts (who, when, from where), and rate-limit counters
-- shared by every server instance.

CREATE TABLE audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- NULL when the act was the operator's (ops CLI) or the member is gone.
  actor_member_id integer,
  -- 'ops', or the acting member's e-mail at the time (kept when the member is deleted).
  actor_label text NOT NULL,
  action text NOT NULL,
  target_member_id integer,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_events_account_idx ON audit_events (account_id, created_at);

-- A document's extracted text lives in the file store beside the file (`<storage_key>.txt`): megabytes
-- of text written through the embedded database would hold up every other request.
ALTER TABLE message_files ADD COLUMN text_storage_key text;

-- Fixed-window counters, one row per key (`<limit>|<subject>`); rows past their window are reused.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_reset_idx ON rate_limit_counters (reset_at);
