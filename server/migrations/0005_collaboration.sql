-- Collaboration: when the owner opened a conversation to colleagues (My Collaborations' "started
-- on"), and who each message mentions (has_unread_mentions = a mention after the member's
-- last_read_message_id).

ALTER TABLE conversations ADD COLUMN collaboration_started_at timestamptz;
-- My Active Collaborations reads an owner's collaborative conversations.
CREATE INDEX conversations_collaborative_idx ON conversations (account_id, owner_id) WHERE is_collaborative;

CREATE TABLE message_mentions (
  account_id integer NOT NULL,
  conversation_id integer NOT NULL,
  message_id integer NOT NULL,
  member_id integer NOT NULL,
  PRIMARY KEY (message_id, member_id),
  FOREIGN KEY (account_id, message_id) REFERENCES messages (account_id, id) ON DELETE CASCADE,
  FOREIGN KEY (account_id, member_id) REFERENCES members (account_id, id) ON DELETE CASCADE
);
CREATE INDEX message_mentions_member_idx ON message_mentions (account_id, member_id, conversation_id, message_id);
