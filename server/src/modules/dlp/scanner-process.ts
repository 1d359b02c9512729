// A DLP scanner process (scanner-pool.ts): runs scan jobs for the server, one at a time, so that the
// event loop, which serves every tenant, never waits for a scan. It says when it is ready, so a job's
// time budget counts the scan, not the process start.
import { runScanJob } from "./scan-jobs.ts";
import type { ScanJob } from "./scan-jobs.ts";

process.on("message", (request: { id: number; job: ScanJob }) => {
  try {
    process.send?.({ id: request.id, answer: runScanJob(request.job) });
  } catch (error) {
    process.send?.({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
// The server went away: so does its scanner.
process.on("disconnect", () => process.exit(0));
process.send?.({ ready: true });
