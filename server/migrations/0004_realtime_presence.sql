-- Who is looking at which conversation right now, across server instances: one row per open
-- websocket and conversation it has opened. The instance holding the socket refreshes seen_at every
-- 30 s; rows of a crashed instance age out (readers ignore rows older than 90 s).
CREATE TABLE realtime_presence (
  connection_id text NOT NULL,
  conversation_id integer NOT NULL,
  account_id integer NOT NULL,
  member_id integer NOT NULL,
  instance_id text NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (connection_id, conversation_id),
  FOREIGN KEY (account_id, conversation_id) REFERENCES conversations (account_id, id) ON DELETE CASCADE,
  FOREIGN KEY (account_id, member_id) REFERENCES members (account_id, id) ON DELETE CASCADE
);
CREATE INDEX realtime_presence_conversation_idx ON realtime_presence (account_id, conversation_id);
CREATE INDEX realtime_presence_instance_idx ON realtime_presence (instance_id);
