-- Knowledge-source accounts a member connected through OAuth (part 1 "Integrations panel", part 2
-- behaviour settings "knowledge-source connection"). The access token is sealed with the server's
-- secret box, bound to its row. OAuth states are single-use and short-lived.
CREATE TABLE knowledge_integrations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  member_id integer NOT NULL,
  external_email text NOT NULL,
  external_name text NOT NULL,
  access_token_sealed text NOT NULL,
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Validating', 'Failed')),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (account_id, member_id) REFERENCES members (account_id, id) ON DELETE CASCADE,
  UNIQUE (account_id, member_id, external_email)
);

CREATE TABLE knowledge_oauth_states (
  state_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  member_id integer NOT NULL,
  return_path text NOT NULL,
  expires_at timestamptz NOT NULL,
  FOREIGN KEY (account_id, member_id) REFERENCES members (account_id, id) ON DELETE CASCADE
);
