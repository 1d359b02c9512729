-- Foundation: workspaces (accounts), members, sessions with refresh-token families, one-time tokens,
-- remote pins and the minimal models table. Every tenant-owned row carries account_id; composite
-- foreign keys (account_id, member_id) make a row of one account unable to point at another's member.

CREATE TABLE accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subdomain text NOT NULL UNIQUE CHECK (subdomain ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 150),
  logo text,
  sign_in_options jsonb NOT NULL DEFAULT '["email_password"]'::jsonb,
  balance numeric(14, 2) NOT NULL DEFAULT 0,
  free_trial_end_at timestamptz,
  dlp_mode text NOT NULL DEFAULT 'WARN' CHECK (dlp_mode IN ('WARN', 'BLOCK')),
  feature_flags jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE members (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- Stored trimmed and lower-case: sign-in matches case-insensitively.
  email text NOT NULL CHECK (email = lower(email)),
  name text NOT NULL,
  image_url text,
  -- argon2id PHC string; NULL for members who sign in by other means only.
  password_hash text,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('owner', 'admin', 'member')),
  is_email_unsubscribed boolean NOT NULL DEFAULT false,
  behavior_settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  timezone text,
  last_visited_path text,
  last_login_at timestamptz,
  disabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, email),
  UNIQUE (account_id, id)
);

-- One row per sign-in: the refresh-token family. Revoking it ends the session and every access
-- token minted for it (the access check reads this row).
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  account_id integer NOT NULL,
  member_id integer NOT NULL,
  user_agent text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_refreshed_at timestamptz,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text,
  FOREIGN KEY (account_id, member_id) REFERENCES members (account_id, id) ON DELETE CASCADE,
  UNIQUE (account_id, id)
);
CREATE INDEX sessions_member_idx ON sessions (account_id, member_id);

-- Every refresh token ever issued in a family, stored as a SHA-256 hash. rotated_at set = already
-- used: presenting it again is a replay and revokes the family.
CREATE TABLE refresh_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL,
  session_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  FOREIGN KEY (account_id, session_id) REFERENCES sessions (account_id, id) ON DELETE CASCADE
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

-- Invitation, password-reset and rapid-onboarding links (hashed, single use).
CREATE TABLE one_time_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  member_id integer,
  kind text NOT NULL CHECK (kind IN ('invitation', 'password_reset', 'rapid_onboarding')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  FOREIGN KEY (account_id, member_id) REFERENCES members (account_id, id) ON DELETE CASCADE
);

-- Which build of a remote a tenant gets. account_id NULL is the default pin for every tenant
-- without its own; no row at all means "the newest build".
CREATE TABLE remote_pins (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer REFERENCES accounts (id) ON DELETE CASCADE,
  remote text NOT NULL,
  version text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE NULLS NOT DISTINCT (account_id, remote)
);

-- Minimal for now (the built-in offline model); the conversations issue extends it.
CREATE TABLE models (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name text NOT NULL,
  display_name text NOT NULL,
  source_type text NOT NULL DEFAULT 'offline',
  is_offline boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, name)
);
