-- A tool's icon and its knowledge files (docs/product/tools.md § Tool edit dialog). Both live in the
-- file store like message attachments (keys `<account>/<uuid>`, a document's text beside it); the rows
-- go with their tool, the stored bytes are removed by the server when it deletes them.

ALTER TABLE tools ADD COLUMN avatar_storage_key text;
ALTER TABLE tools ADD COLUMN avatar_media_type text CHECK (avatar_media_type IN ('image/png', 'image/jpeg'));

CREATE TABLE tool_files (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL,
  tool_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('image', 'document')),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  media_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  storage_key text NOT NULL UNIQUE,
  -- Where a document's extracted text is in the file store; null for images.
  text_storage_key text,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (account_id, tool_id) REFERENCES tools (account_id, id) ON DELETE CASCADE,
  UNIQUE (account_id, id)
);
CREATE INDEX tool_files_tool_idx ON tool_files (account_id, tool_id);
