-- Self-service sign-up from a public snapshot: a visitor's e-mail waits here until they follow the
-- mailed link (its token stored as a SHA-256 hash, single use, 24 h), then names their workspace.
-- Not tenant-owned: no workspace exists yet; `account_id` is the one the sign-up created.
CREATE TABLE signup_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  snapshot_uuid uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  -- The visitor's interface language (the mail and a resend are written in it).
  language text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_account_id integer REFERENCES accounts (id) ON DELETE SET NULL
);
CREATE INDEX signup_requests_email_idx ON signup_requests (email, created_at);

-- Server-wide switches the ops CLI turns (`ops signup off`); configuration can force them off.
CREATE TABLE server_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The sign-up hands its new owner over to the workspace host with a one-time sign-in token (the
-- session cookies are host-only, so the admin host cannot set them).
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_kind_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_kind_check
  CHECK (kind IN ('invitation', 'password_reset', 'rapid_onboarding', 'signup_handoff'));
