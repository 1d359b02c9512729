-- Independent remote delivery (issue 20): builds published from a team's CI into the remote store,
-- tokens scoped to one remote, staged versions promoted per tenant or as the default, and an audit
-- trail of every change. remote_pins stays the one place that says what a tenant loads.

-- A published build: its files are in the remote store (data directory or S3) under
-- <remote>/<version>/<upload_id>/<path> (a fresh upload id, so a refused or racing publish never
-- touches another's files). Immutable: one row per (remote, version), never updated.
CREATE TABLE remote_versions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote text NOT NULL,
  version text NOT NULL,
  contract_version integer NOT NULL,
  built_at text NOT NULL,
  exposes jsonb NOT NULL,
  -- sha384 of remoteEntry.js, as a Subresource Integrity string.
  integrity text NOT NULL,
  -- [{path, size, integrity}] of every file stored.
  files jsonb NOT NULL,
  federation_runtime text,
  upload_id text NOT NULL,
  published_by text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (remote, version)
);

-- Publish tokens: each may publish builds of one remote, nothing else. Only the hash is kept.
CREATE TABLE remote_publish_tokens (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote text NOT NULL,
  label text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

-- A pin is a promotion now: what was promoted before it is the fallback the manifest names.
ALTER TABLE remote_pins ADD COLUMN previous_version text;
ALTER TABLE remote_pins ADD COLUMN promoted_by text;

-- Every publish, promotion, rollback and token change: who and when. account_id NULL with
-- scope 'default' is the default channel; rows outlive a deleted workspace (subdomain kept).
CREATE TABLE remote_release_log (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  remote text NOT NULL,
  action text NOT NULL,
  version text,
  previous_version text,
  tenant text,
  actor text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_release_log_remote ON remote_release_log (remote, at DESC);

-- Remote failures reported by browsers (load, integrity, fallback), kept for ops.
CREATE TABLE remote_failures (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant text,
  remote text NOT NULL,
  version text,
  fallback_version text,
  phase text NOT NULL,
  message text NOT NULL,
  path text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_failures_at ON remote_failures (at DESC);
