-- Passkeys (WebAuthn credentials) of members, and the short-lived challenges of their ceremonies.
-- Keys and ids are stored as base64url text so both drivers read them back the same way.

CREATE TABLE passkeys (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL,
  member_id integer NOT NULL,
  credential_id text NOT NULL,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports jsonb NOT NULL DEFAULT '[]'::jsonb,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  FOREIGN KEY (account_id, member_id) REFERENCES members (account_id, id) ON DELETE CASCADE,
  -- A credential id is unique per relying party, and each workspace host is its own relying party.
  UNIQUE (account_id, credential_id)
);
CREATE INDEX passkeys_member_idx ON passkeys (account_id, member_id, created_at DESC);

-- One row per started ceremony; consumed (deleted) by its verification, useless after expires_at.
-- member_id is set for registration (a signed-in member) and NULL for sign-in.
CREATE TABLE webauthn_challenges (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  member_id integer,
  purpose text NOT NULL CHECK (purpose IN ('registration', 'authentication')),
  challenge text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (account_id, member_id) REFERENCES members (account_id, id) ON DELETE CASCADE
);
CREATE INDEX webauthn_challenges_expiry_idx ON webauthn_challenges (expires_at);
