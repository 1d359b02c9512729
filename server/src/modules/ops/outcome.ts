// What an ops command answers: the CLI's English lines and, for the ops pages, a result code with its
// values (shared-contracts api/ops.ts), which the pages say in the reader's language.
import type { OpsCommandResult } from "@parley/shared-contracts/api/ops";

export interface OpsOutcome {
  lines: string[];
  result: OpsCommandResult;
}

/** A command the ops pages do not run: its lines say it all. */
export const linesOnly = (lines: string[]): OpsOutcome => ({ lines, result: { code: "done", params: {} } });
