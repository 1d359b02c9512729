-- Conversations: the models registry (every field users see plus provider configuration),
-- encrypted provider credentials per account, conversations with participants, messages with
-- full-text search, and the chunk sequence of replies being generated.

-- Lets a GIN index lead with account_id, so a search reads one tenant's postings only
-- (a "trusted" extension: any database owner may create it; PGlite ships it).
CREATE EXTENSION IF NOT EXISTS btree_gin;

ALTER TABLE models
  ADD COLUMN icon text,
  ADD COLUMN tags jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN recommended boolean NOT NULL DEFAULT false,
  ADD COLUMN disabled boolean NOT NULL DEFAULT false,
  ADD COLUMN is_trial_model boolean NOT NULL DEFAULT false,
  ADD COLUMN trial_model_logo text,
  ADD COLUMN supported_file_types jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN usage_note text NOT NULL DEFAULT '',
  ADD COLUMN parameter_schema jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- USD per token.
  ADD COLUMN price_input_per_token numeric(20, 12) NOT NULL DEFAULT 0 CHECK (price_input_per_token >= 0),
  ADD COLUMN price_output_per_token numeric(20, 12) NOT NULL DEFAULT 0 CHECK (price_output_per_token >= 0),
  -- Provider configuration: the model's id at the provider, an optional base URL overriding the
  -- account's provider URL, and the context window used for the token-limit check.
  ADD COLUMN provider_model text,
  ADD COLUMN base_url text,
  ADD COLUMN context_size integer NOT NULL DEFAULT 8192 CHECK (context_size > 0),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT models_source_type_check
    CHECK (source_type IN ('openai', 'anthropic', 'openai_compatible', 'offline')),
  ADD CONSTRAINT models_account_id_id_key UNIQUE (account_id, id);

UPDATE models SET
  usage_note = 'Answers on this server without any network: an echo of your message in markdown with code, math and a table. For trying Parley without an API key.',
  context_size = 32768,
  supported_file_types = '[]'::jsonb
WHERE is_offline;

-- One row per account and provider kind. api_key_encrypted is AES-256-GCM under a key derived
-- from the server secret ("v1:<iv>:<tag>:<ciphertext>", base64url), bound to (account, kind).
CREATE TABLE provider_credentials (
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('openai', 'anthropic', 'openai_compatible')),
  api_key_encrypted text,
  base_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, kind)
);

ALTER TABLE members ADD COLUMN last_used_model_id integer;

CREATE TABLE conversations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  owner_id integer NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  -- The name was made from the first words: a generated title may still replace it.
  name_is_auto boolean NOT NULL DEFAULT true,
  name_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', name)) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now(),
  -- Characters of all messages.
  size integer NOT NULL DEFAULT 0,
  is_csa boolean NOT NULL DEFAULT false,
  is_collaborative boolean NOT NULL DEFAULT false,
  collaboration_slug text UNIQUE,
  last_used_model_id integer,
  dlp_preference text CHECK (dlp_preference IN ('anonymize', 'send_anyway', 'dont_send')),
  view_settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  cost_warning_dismissed boolean NOT NULL DEFAULT false,
  -- USD, exact; rounded up to cents only for display.
  total_cost numeric(20, 10) NOT NULL DEFAULT 0,
  last_message_cost numeric(20, 10) NOT NULL DEFAULT 0,
  FOREIGN KEY (account_id, owner_id) REFERENCES members (account_id, id) ON DELETE CASCADE,
  UNIQUE (account_id, id)
);
CREATE INDEX conversations_name_search_idx ON conversations USING gin (account_id, name_tsv);

-- Who may read a conversation: its owner (role 'owner') and collaborators. last_read_message_id
-- drives the unread counts of the sidebar.
CREATE TABLE conversation_participants (
  account_id integer NOT NULL,
  conversation_id integer NOT NULL,
  member_id integer NOT NULL,
  role text NOT NULL DEFAULT 'participant' CHECK (role IN ('owner', 'participant')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  last_read_message_id integer NOT NULL DEFAULT 0,
  PRIMARY KEY (conversation_id, member_id),
  FOREIGN KEY (account_id, conversation_id) REFERENCES conversations (account_id, id) ON DELETE CASCADE,
  FOREIGN KEY (account_id, member_id) REFERENCES members (account_id, id) ON DELETE CASCADE
);
CREATE INDEX conversation_participants_member_idx
  ON conversation_participants (account_id, member_id, conversation_id);

CREATE TABLE messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL,
  conversation_id integer NOT NULL,
  type text NOT NULL CHECK (type IN ('user', 'assistant')),
  -- The author of a user message; for an assistant reply, the member whose send started it.
  sender_id integer,
  model_id integer,
  -- The model's display name when the reply was made (kept when the model is renamed or removed).
  model_display_name text,
  -- The reply's chunk types inline as tags (<think>, <tool>, <exception>, <smart_thinking>).
  content text NOT NULL DEFAULT '',
  content_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', content)) STORED,
  status text NOT NULL DEFAULT 'complete' CHECK (status IN ('streaming', 'complete', 'failed', 'stopped')),
  error text,
  non_ai boolean NOT NULL DEFAULT false,
  sent_by_routine boolean NOT NULL DEFAULT false,
  parameters jsonb NOT NULL DEFAULT '{}'::jsonb,
  input_tokens integer NOT NULL DEFAULT 0,
  output_tokens integer NOT NULL DEFAULT 0,
  cost numeric(20, 10) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz,
  -- Refreshed while a reply is generated: a streaming row with an old heartbeat has no generator.
  heartbeat_at timestamptz,
  FOREIGN KEY (account_id, conversation_id) REFERENCES conversations (account_id, id) ON DELETE CASCADE,
  FOREIGN KEY (account_id, sender_id) REFERENCES members (account_id, id) ON DELETE SET NULL (sender_id),
  UNIQUE (account_id, id)
);
CREATE INDEX messages_conversation_idx ON messages (conversation_id, id);
-- account_id first: a tenant's search intersects its own postings, never another tenant's.
CREATE INDEX messages_search_idx ON messages USING gin (account_id, content_tsv);
CREATE INDEX messages_streaming_idx ON messages (heartbeat_at) WHERE status = 'streaming';

-- The reply of a streaming message as it is generated, in batches (seq 0, 1, ...; start_offset is
-- the character offset of the batch in the reply). Deleted when the reply settles into
-- messages.content.
CREATE TABLE message_chunks (
  account_id integer NOT NULL,
  message_id integer NOT NULL,
  seq integer NOT NULL,
  start_offset integer NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, seq),
  FOREIGN KEY (account_id, message_id) REFERENCES messages (account_id, id) ON DELETE CASCADE
);
