-- Successful remote loads per workspace, remote, version and minute, for the canary's error rate
-- (docs/admin-site.md § Ops: versions): a browser tab reports each remote version it mounted once,
-- and each report adds to one row per minute instead of inserting one per page view.
CREATE TABLE remote_loads (
  tenant text NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  minute timestamptz NOT NULL,
  loads integer NOT NULL,
  PRIMARY KEY (tenant, remote, version, minute)
);
