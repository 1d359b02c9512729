-- Tools ("Agentics"): prompt templates with typed variables, run from the chat box. Personal tools
-- belong to their creator; Account tools are shared with the workspace (edited by owners and admins,
-- seen by members as member_*_access says); System tools come with the product (system_key names
-- which) and nobody in a workspace edits them.

CREATE TABLE tools (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- The creator of a Personal or Account tool; NULL for System tools.
  owner_id integer,
  tool_type text NOT NULL CHECK (tool_type IN ('Personal', 'Account', 'System')),
  system_key text,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '',
  usage_notes text NOT NULL DEFAULT '',
  prompt text NOT NULL DEFAULT '',
  system_prompt text NOT NULL DEFAULT '',
  -- [{name, type, description, default, allowed_values}] in the order the editor shows them.
  variables jsonb NOT NULL DEFAULT '[]'::jsonb,
  parameters_max_tokens integer,
  parameters_temperature double precision,
  creator jsonb NOT NULL DEFAULT '{"name": "", "email": "", "organization": ""}'::jsonb,
  version text NOT NULL DEFAULT '',
  member_prompt_access text NOT NULL DEFAULT 'View' CHECK (member_prompt_access IN ('None', 'View')),
  member_settings_access text NOT NULL DEFAULT 'View' CHECK (member_settings_access IN ('None', 'View')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((tool_type = 'System') = (owner_id IS NULL)),
  CHECK ((tool_type = 'System') = (system_key IS NOT NULL)),
  FOREIGN KEY (account_id, owner_id) REFERENCES members (account_id, id) ON DELETE CASCADE,
  UNIQUE (account_id, id),
  UNIQUE (account_id, system_key)
);
CREATE INDEX tools_account_type_idx ON tools (account_id, tool_type, owner_id);

-- The tool a user message ran with, and the values it was given (regenerate runs it again alike).
ALTER TABLE messages ADD COLUMN tool_id integer;
ALTER TABLE messages ADD COLUMN tool_data jsonb;
