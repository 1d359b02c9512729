-- Public snapshot views count once per visitor and day (docs/security.md § Snapshot view counts): a
-- keyed hash of the visitor's address, user agent, the snapshot and the day — never the address
-- itself. Rows older than yesterday are deleted as new ones come in.
CREATE TABLE snapshot_visits (
  visitor text PRIMARY KEY,
  -- The UTC day as YYYY-MM-DD (text: compared as strings, never read back as a date value).
  day text NOT NULL
);
CREATE INDEX snapshot_visits_day ON snapshot_visits (day);
