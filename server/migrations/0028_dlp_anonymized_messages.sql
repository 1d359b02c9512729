-- Messages whose send the sender chose to anonymize (DLP): the question and its reply. The stored text
-- keeps the originals for the sender's own view; snapshots and exports show it anonymized
-- (dlp/as-sent.ts), as the provider got it.
ALTER TABLE messages ADD COLUMN dlp_anonymized boolean NOT NULL DEFAULT false;
