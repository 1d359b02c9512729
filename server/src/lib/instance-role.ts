// PARLEY_ROLE: which part of Parley one process runs. `web` serves HTTP and websockets, `worker` runs
// the jobs (routines, the sweep of replies whose generator died, retention clean-ups) and answers only
// the probes, `all` (the default, one process) does both. Each role scales out on its own: the state
// they share lives in PostgreSQL (and Redis, S3), never in one process (docs/operations.md).
export const INSTANCE_ROLES = ["web", "worker", "all"] as const;
export type InstanceRole = (typeof INSTANCE_ROLES)[number];

/** The background jobs: the routines' scheduler and the stale-reply sweep. */
export function runsJobs(role: InstanceRole): boolean {
  return role !== "web";
}

/** The app's HTTP routes and websockets (a worker answers /healthz, /readyz and /metrics only). */
export function servesApp(role: InstanceRole): boolean {
  return role !== "worker";
}
