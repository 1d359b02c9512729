-- One reply at a time per conversation, held by the database: two sends (or a send and a regenerate,
-- or a routine's run) at the same moment both pass the check before their transactions, and the
-- second insert (or reset) of a running reply now fails on this index; the server answers it with the
-- same 409 reply_in_progress (messages/running-reply.ts). A conversation that somehow holds two
-- already keeps its newest; the older ones are settled as failed first, so the index can be built.
UPDATE messages m SET status = 'failed'
WHERE m.type = 'assistant' AND m.status IN ('streaming', 'held')
  AND EXISTS (
    SELECT 1 FROM messages newer
    WHERE newer.account_id = m.account_id AND newer.conversation_id = m.conversation_id
      AND newer.type = 'assistant' AND newer.status IN ('streaming', 'held') AND newer.id > m.id
  );
CREATE UNIQUE INDEX messages_one_running_reply ON messages (account_id, conversation_id)
  WHERE type = 'assistant' AND status IN ('streaming', 'held');
