-- Routines (issue 17): a routine is a conversation with a schedule. Its conversation is marked so the
-- Conversations lists leave it out; its messages show only in the routine view.
ALTER TABLE conversations ADD COLUMN is_routine boolean NOT NULL DEFAULT false;

CREATE TABLE routines (
  account_id integer NOT NULL,
  conversation_id integer NOT NULL,
  owner_id integer NOT NULL,
  content text NOT NULL CHECK (length(content) BETWEEN 1 AND 100000),
  -- The model chosen; NULL when it was deleted (the routine stops).
  model_id integer,
  -- The first run as a wall-clock time "YYYY-MM-DDTHH:mm" in `timezone` (a whole-hour offset).
  start_date text NOT NULL,
  timezone text NOT NULL,
  -- {every, period, end_type, end_value}; NULL = runs once at its start.
  schedule jsonb,
  -- The next run, NULL when done. The scheduler picks rows whose next_run has come.
  next_run timestamptz,
  done boolean NOT NULL DEFAULT false,
  total_times integer NOT NULL DEFAULT 0,
  stopped_reason text,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, conversation_id),
  FOREIGN KEY (account_id, conversation_id) REFERENCES conversations (account_id, id) ON DELETE CASCADE,
  FOREIGN KEY (account_id, owner_id) REFERENCES members (account_id, id) ON DELETE CASCADE
);
CREATE INDEX routines_owner_idx ON routines (account_id, owner_id);
CREATE INDEX routines_due_idx ON routines (next_run) WHERE NOT done;

-- One row per due run, made by the dispatcher in the same transaction that moves next_run: the
-- unique (routine, scheduled_for) means a slot is claimed once however many instances look, and the
-- unique user_message_id is set in the send's own transaction, so a retried job never posts twice.
CREATE TABLE routine_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL,
  routine_id integer NOT NULL,
  scheduled_for timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'posted', 'failed')),
  user_message_id integer UNIQUE,
  assistant_message_id integer,
  error text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (account_id, routine_id, scheduled_for),
  FOREIGN KEY (account_id, routine_id) REFERENCES routines (account_id, conversation_id) ON DELETE CASCADE
);
