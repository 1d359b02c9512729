-- Data-loss prevention: a reply whose prompt holds sensitive data waits ("held") for the sender's
-- choice (anonymize, send anyway, don't send); dlp_hold keeps what was found to show it again.
ALTER TABLE messages DROP CONSTRAINT messages_status_check;
ALTER TABLE messages ADD CONSTRAINT messages_status_check
  CHECK (status IN ('streaming', 'complete', 'failed', 'stopped', 'held'));
ALTER TABLE messages ADD COLUMN dlp_hold jsonb;
