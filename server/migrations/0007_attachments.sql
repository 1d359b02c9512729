-- Files attached to a user message (part 2 §3 upload_files): stored by key in the file store
-- (filesystem or S3-compatible), typed by their content, with a document's text extracted once.
CREATE TABLE message_files (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL,
  conversation_id integer NOT NULL,
  message_id integer NOT NULL,
  member_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('image', 'document')),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  media_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  storage_key text NOT NULL UNIQUE,
  sha256 text NOT NULL,
  -- A document's readable text (PDF, DOCX, PPTX, CSV, TXT); null for images.
  extracted_text text,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (account_id, message_id) REFERENCES messages (account_id, id) ON DELETE CASCADE,
  FOREIGN KEY (account_id, conversation_id) REFERENCES conversations (account_id, id) ON DELETE CASCADE,
  UNIQUE (account_id, id)
);
CREATE INDEX message_files_message_idx ON message_files (account_id, message_id);
