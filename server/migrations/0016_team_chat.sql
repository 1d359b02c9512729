-- Team chat share (Slack): a workspace installs the Slack app once (OAuth v2; the bot token sealed with
-- the server's secret box, bound to its workspace), and a conversation's owner posts its collaboration
-- link to one channel. OAuth states are single-use and short-lived, like the knowledge-source ones.
CREATE TABLE team_chat_installations (
  account_id integer PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  team_id text NOT NULL,
  team_name text NOT NULL,
  bot_user_id text NOT NULL,
  bot_token_sealed text NOT NULL,
  installed_by integer,
  installed_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (account_id, installed_by) REFERENCES members (account_id, id) ON DELETE SET NULL (installed_by)
);

CREATE TABLE team_chat_oauth_states (
  state_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  member_id integer NOT NULL,
  return_path text NOT NULL,
  expires_at timestamptz NOT NULL,
  FOREIGN KEY (account_id, member_id) REFERENCES members (account_id, id) ON DELETE CASCADE
);

-- One channel per conversation. The share lasts while the conversation keeps the collaboration slug
-- that was posted: a new slug (collaboration stopped and started again) means the posted link is dead.
CREATE TABLE team_chat_shares (
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  conversation_id integer NOT NULL,
  channel_id text NOT NULL,
  channel_name text NOT NULL,
  collaboration_slug text NOT NULL,
  message_ts text,
  shared_by integer NOT NULL,
  shared_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, conversation_id),
  FOREIGN KEY (account_id, conversation_id) REFERENCES conversations (account_id, id) ON DELETE CASCADE,
  FOREIGN KEY (account_id, shared_by) REFERENCES members (account_id, id) ON DELETE CASCADE
);
