// The benches' workloads, made by this repository (reply-workload.ts, conversation-workload.ts) and
// written to a work folder for the tools that read files (the fake provider streams from one).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { makeConversation } from "./conversation-workload.ts";
import { makeReply } from "./reply-workload.ts";

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const BENCH_WORK_DIR = join(REPO_ROOT, "bench/.work");

const MAKERS = {
  reply: { file: "reply.md", make: () => makeReply() },
  conversation: { file: "conversation.json", make: () => JSON.stringify(makeConversation()) },
} as const;

/** Writes a workload into `workDir` and returns the path and text. */
export function generateWorkload(
  workload: keyof typeof MAKERS,
  workDir: string,
): { path: string; text: string } {
  mkdirSync(workDir, { recursive: true });
  const { file, make } = MAKERS[workload];
  const path = join(workDir, file);
  const text = make();
  writeFileSync(path, text);
  return { path, text };
}
