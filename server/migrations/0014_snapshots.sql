-- Snapshots: a conversation frozen when made (its messages copied into `data`, anonymized when asked),
-- private until made public; read without an account by its uuid (122 random bits) on the share host.
CREATE TABLE snapshots (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  conversation_id integer NOT NULL,
  owner_id integer NOT NULL,
  uuid uuid NOT NULL UNIQUE,
  is_anonymized boolean NOT NULL,
  is_public boolean NOT NULL DEFAULT false,
  -- The spec's conversation_data: name, created, messages, llm_models, view_settings.
  data jsonb NOT NULL,
  page_view_count integer NOT NULL DEFAULT 0,
  convo_continued_count integer NOT NULL DEFAULT 0,
  snapshot_cloned_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (account_id, conversation_id) REFERENCES conversations (account_id, id) ON DELETE CASCADE,
  FOREIGN KEY (account_id, owner_id) REFERENCES members (account_id, id) ON DELETE CASCADE,
  UNIQUE (account_id, id)
);
CREATE INDEX snapshots_conversation_idx ON snapshots (account_id, conversation_id);

-- A message copied from a snapshot into a continued conversation: who wrote it there and which
-- model answered (the continuing member owns the copies).
ALTER TABLE messages ADD COLUMN snapshot_data jsonb;
