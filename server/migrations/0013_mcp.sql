-- MCP tool servers a workspace connects (owners and admins add them), each member's own choice over
-- them, standing answers to the tool permission dialog, and every tool call a reply made.

CREATE TABLE mcp_servers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  server_name text NOT NULL CHECK (server_name ~ '^[a-z0-9][a-z0-9_-]{0,39}$'),
  description text NOT NULL DEFAULT '',
  image_url text,
  url text NOT NULL,
  -- Secret headers (an API key, a bearer token) as sealed JSON {name: value}; never returned.
  headers_encrypted text,
  -- The server's tools as last listed: [{name, description, input_schema}].
  tools jsonb NOT NULL DEFAULT '[]'::jsonb,
  tools_listed_at timestamptz,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'connected', 'failed')),
  status_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, server_name),
  UNIQUE (account_id, id)
);

-- A member's switch for a server (off until they turn it on) and their tools switched off.
CREATE TABLE mcp_member_servers (
  account_id integer NOT NULL,
  member_id integer NOT NULL,
  server_id integer NOT NULL,
  server_enabled boolean NOT NULL DEFAULT false,
  disabled_tools text[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (account_id, member_id, server_id),
  FOREIGN KEY (account_id, member_id) REFERENCES members (account_id, id) ON DELETE CASCADE,
  FOREIGN KEY (account_id, server_id) REFERENCES mcp_servers (account_id, id) ON DELETE CASCADE
);

-- allow_always / decline_never (conversation_id NULL) and allow_conversation (its conversation).
-- tool_fingerprint: the tool's description and schema when answered; a changed tool asks again.
CREATE TABLE mcp_tool_grants (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL,
  member_id integer NOT NULL,
  server_id integer NOT NULL,
  tool_name text NOT NULL,
  conversation_id integer,
  decision text NOT NULL CHECK (decision IN ('allow', 'decline')),
  tool_fingerprint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (account_id, member_id) REFERENCES members (account_id, id) ON DELETE CASCADE,
  FOREIGN KEY (account_id, server_id) REFERENCES mcp_servers (account_id, id) ON DELETE CASCADE,
  FOREIGN KEY (account_id, conversation_id) REFERENCES conversations (account_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX mcp_tool_grants_scope_idx
  ON mcp_tool_grants (account_id, member_id, server_id, tool_name, COALESCE(conversation_id, 0));

-- One row per tool call of a reply; asked_member_id is the member whose message started the reply.
CREATE TABLE tool_calls (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL,
  conversation_id integer NOT NULL,
  message_id integer NOT NULL,
  asked_member_id integer NOT NULL,
  server_id integer,
  server_name text NOT NULL,
  tool_name text NOT NULL,
  tool_description text NOT NULL DEFAULT '',
  arguments jsonb NOT NULL DEFAULT '{}'::jsonb,
  tool_fingerprint text NOT NULL,
  status text NOT NULL DEFAULT 'awaiting_permission'
    CHECK (status IN ('awaiting_permission', 'running', 'success', 'error', 'declined', 'stopped')),
  decision text CHECK (decision IN (
    'allow_once', 'allow_conversation', 'allow_always', 'decline', 'decline_never', 'stop_now'
  )),
  result text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  completed_at timestamptz,
  FOREIGN KEY (account_id, conversation_id) REFERENCES conversations (account_id, id) ON DELETE CASCADE,
  FOREIGN KEY (account_id, asked_member_id) REFERENCES members (account_id, id) ON DELETE CASCADE
);
CREATE INDEX tool_calls_waiting_idx ON tool_calls (account_id, conversation_id, status);
