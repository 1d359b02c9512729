-- Ops suspend a workspace (the ops workspaces page, docs/admin-site.md § Ops): while suspended_at is set
-- it refuses sign-in and every API call; reinstating clears it (the sessions ended stay ended).
ALTER TABLE accounts ADD COLUMN suspended_at timestamptz;
