-- The pages a published remote build adds to the host (parley-remote.json `routes`: the declaration's
-- version and its routes). NULL for builds older than route declarations: the host's own table applies.
ALTER TABLE remote_versions ADD COLUMN routes jsonb;
