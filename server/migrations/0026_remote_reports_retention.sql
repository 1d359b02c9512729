-- The remote reports' retention (PARLEY_REMOTE_REPORTS_RETENTION_DAYS, docs/admin-site.md § Ops:
-- versions) deletes load rows by their minute every hour: an index keeps that from reading the whole
-- table (remote_failures has one on `at` already).
CREATE INDEX remote_loads_minute ON remote_loads (minute);
