-- Standing answers for local tools too (a member's desktop helper app): such a grant names the local
-- server by name (local_server_name) instead of a workspace server (server_id); exactly one of the
-- two is set. The fingerprint rule is the same: a changed description or schema asks again.
ALTER TABLE mcp_tool_grants ALTER COLUMN server_id DROP NOT NULL;
ALTER TABLE mcp_tool_grants ADD COLUMN local_server_name text;
ALTER TABLE mcp_tool_grants ADD CONSTRAINT mcp_tool_grants_one_server
  CHECK ((server_id IS NULL) <> (local_server_name IS NULL));

DROP INDEX mcp_tool_grants_scope_idx;
CREATE UNIQUE INDEX mcp_tool_grants_scope_idx
  ON mcp_tool_grants (account_id, member_id, COALESCE(server_id, 0), COALESCE(local_server_name, ''),
    tool_name, COALESCE(conversation_id, 0));
