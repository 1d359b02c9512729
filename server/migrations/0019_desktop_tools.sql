-- The desktop tools store (issue 18): the local tools a member's desktop helper app runs, as the
-- browser that drives it last posted them. One row per desktop (uuid, kept in that browser's local
-- storage); session_uuid names the page that runs the calls. An empty post deletes the row.
CREATE TABLE desktop_tool_sessions (
  account_id integer NOT NULL,
  member_id integer NOT NULL,
  uuid uuid NOT NULL,
  session_uuid uuid NOT NULL,
  -- [{type, function {name, description, parameters}, server_name, tool_name}]
  tools jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, member_id, uuid),
  FOREIGN KEY (account_id, member_id) REFERENCES members (account_id, id) ON DELETE CASCADE
);
