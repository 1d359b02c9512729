// The life of one tool call of a reply. The generation asks (a row awaiting permission, an event to
// the member whose message started the reply) and waits; the member's answer arrives over HTTP at
// any instance, which records it (standing answers included), runs the tool when allowed and
// publishes the final outcome on the call's topic. Only that member's answer counts; nothing the
// model, a tool or a page says can answer. No answer in time counts as decline.
import {
  ALLOW_CHOICES,
  type ToolDecision,
  type ToolPermissionRequest,
  type ToolRunResult,
} from "@parley/shared-contracts/api/mcp";
import type { RealtimeEvent } from "@parley/shared-contracts/api/realtime";
import type { Database } from "../../lib/db/database.ts";
import { stripControlCharacters } from "../../lib/nul-characters.ts";
import type { PubSub } from "../../lib/pubsub/pubsub.ts";
import * as repo from "./repository.ts";
import type { McpServerRow, ToolCallRow } from "./repository.ts";
import type { ToolOutcome } from "./tool-result.ts";

/** What the model is told when the member declines (the spec's "disallowed the function"). */
export const DECLINED_TEXT = "The user disallowed the function.";
/** What the reply says when the member stops it from the dialog. */
export const STOPPED_TEXT = "The user stopped the conversation.";

export const toolCallTopic = (id: number) => `tool-call:${id}`;

/** The final state of a call, as published on its topic. */
export interface CallSettled {
  kind: "tool-call-settled";
  status: "success" | "error" | "declined" | "stopped";
  text: string;
}

export interface ToolCallDeps {
  db: Database;
  pubsub: PubSub;
  /** Sends a realtime event to one member (all their tabs). */
  toMember: (accountId: number, memberId: number, event: RealtimeEvent) => Promise<void>;
  /** Runs a tool on its server. */
  run: (
    server: McpServerRow,
    tool: string,
    args: Record<string, unknown>,
    signal: AbortSignal,
  ) => Promise<ToolOutcome>;
}

export function permissionRequestOf(row: ToolCallRow): ToolPermissionRequest {
  return {
    tool_call_id: row.id,
    conversation_id: row.conversation_id,
    message_id: row.message_id,
    tool: row.tool_name,
    args: row.arguments,
    server: row.server_name,
    toolInfo: { description: row.tool_description },
  };
}

export function settledOf(row: ToolCallRow): CallSettled | undefined {
  switch (row.status) {
    case "success":
      return { kind: "tool-call-settled", status: "success", text: row.result ?? "" };
    case "error":
      return { kind: "tool-call-settled", status: "error", text: row.error ?? "" };
    case "declined":
      return { kind: "tool-call-settled", status: "declined", text: DECLINED_TEXT };
    case "stopped":
      return { kind: "tool-call-settled", status: "stopped", text: STOPPED_TEXT };
    default:
      return undefined;
  }
}

function isSettled(message: unknown): message is CallSettled {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { kind?: unknown }).kind === "tool-call-settled"
  );
}

/**
 * Waits for the call's final outcome; after `timeoutMs` without an answer the call is declined
 * (unless an answer won the race, whose outcome is then awaited).
 */
export async function awaitOutcome(
  deps: Pick<ToolCallDeps, "db" | "pubsub">,
  row: ToolCallRow,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<CallSettled> {
  let resolve: (settled: CallSettled) => void = () => {};
  const outcome = new Promise<CallSettled>((r) => (resolve = r));
  const unsubscribe = await deps.pubsub.subscribe(toolCallTopic(row.id), (message) => {
    if (isSettled(message)) resolve(message);
  });
  const poll = async () => {
    const current = await repo.findToolCall(deps.db, row.account_id, row.id);
    const settled = current === undefined ? undefined : settledOf(current);
    if (settled !== undefined) resolve(settled);
  };
  // Answered before the subscription existed (another instance): read it once.
  await poll();
  const timer = setTimeout(() => {
    void repo
      .transitionToolCall(deps.db, row.account_id, row.id, ["awaiting_permission"], {
        status: "declined",
        decision: "decline",
      })
      .then((timedOut) => {
        if (timedOut !== undefined)
          resolve({ kind: "tool-call-settled", status: "declined", text: DECLINED_TEXT });
        // Else an answer is running the tool: its outcome arrives on the topic.
      });
  }, timeoutMs);
  // The reply ended (stopped, or the server shuts down): the call asks no more.
  const onAbort = () => {
    resolve({ kind: "tool-call-settled", status: "stopped", text: STOPPED_TEXT });
    void repo
      .transitionToolCall(deps.db, row.account_id, row.id, ["awaiting_permission"], { status: "stopped" })
      .catch(() => undefined);
  };
  signal.addEventListener("abort", onAbort, { once: true });
  try {
    return await outcome;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", onAbort);
    await unsubscribe();
  }
}

async function settle(
  deps: ToolCallDeps,
  row: ToolCallRow,
  to: { status: CallSettled["status"]; decision?: ToolDecision; result?: string; error?: string },
  from: readonly repo.ToolCallStatus[],
): Promise<ToolCallRow | undefined> {
  const updated = await repo.transitionToolCall(deps.db, row.account_id, row.id, from, to);
  if (updated === undefined) return undefined;
  const settled = settledOf(updated);
  if (settled !== undefined) await deps.pubsub.publish(toolCallTopic(row.id), settled);
  await deps
    .toMember(row.account_id, row.asked_member_id, {
      type: "tool_permission_resolved",
      conversation_id: row.conversation_id,
      tool_call_id: row.id,
    })
    .catch(() => undefined);
  return updated;
}

/** Runs an allowed call and settles it; the outcome goes to the waiting reply and the caller. */
export async function runAllowed(
  deps: ToolCallDeps,
  row: ToolCallRow,
  server: McpServerRow,
  signal: AbortSignal,
): Promise<ToolRunResult> {
  const outcome = await deps.run(server, row.tool_name, row.arguments, signal);
  // A server's error text may hold a NUL, which the text column refuses.
  const text = stripControlCharacters(outcome.text);
  const updated = await settle(
    deps,
    row,
    outcome.ok
      ? { status: "success", result: text }
      : { status: "error", error: text || "Please try again." },
    ["running"],
  );
  const final = updated ?? row;
  return {
    status: final.status === "success" ? "success" : "error",
    result: final.result,
    error: final.error,
  };
}

/** Records the member's answer to a waiting call: a decline settles it, an allow marks it running. */
export async function answer(
  deps: ToolCallDeps,
  row: ToolCallRow,
  decision: ToolDecision,
): Promise<{ allowed: true; row: ToolCallRow } | { allowed: false; result: ToolRunResult } | undefined> {
  const allowed = (ALLOW_CHOICES as readonly string[]).includes(decision);
  if (allowed) {
    const running = await repo.transitionToolCall(deps.db, row.account_id, row.id, ["awaiting_permission"], {
      status: "running",
      decision,
    });
    if (running === undefined) return undefined;
    await rememberAnswer(deps.db, running, decision);
    return { allowed: true, row: running };
  }
  const status = decision === "stop_now" ? "stopped" : "declined";
  const updated = await settle(deps, row, { status, decision }, ["awaiting_permission"]);
  if (updated === undefined) return undefined;
  await rememberAnswer(deps.db, updated, decision);
  return { allowed: false, result: { status, result: null, error: null } };
}

/**
 * allow_always and decline_never hold for the member, allow_conversation for the conversation; for
 * a workspace server's tool and a local (desktop helper) tool alike.
 */
async function rememberAnswer(db: Database, row: ToolCallRow, decision: ToolDecision): Promise<void> {
  const scope =
    decision === "allow_always"
      ? { conversationId: null, decision: "allow" as const }
      : decision === "decline_never"
        ? { conversationId: null, decision: "decline" as const }
        : decision === "allow_conversation"
          ? { conversationId: row.conversation_id, decision: "allow" as const }
          : undefined;
  if (scope === undefined) return;
  await repo.upsertGrant(db, row.account_id, {
    memberId: row.asked_member_id,
    // A local tool (server_id NULL) is the member's own desktop server, known by its name.
    server: row.server_id === null ? { localServerName: row.server_name } : { serverId: row.server_id },
    toolName: row.tool_name,
    conversationId: scope.conversationId,
    decision: scope.decision,
    fingerprint: row.tool_fingerprint,
  });
}

/** A result reported by a client that ran the call itself (the spec's PATCH /tool-calls/{id}). */
export async function report(
  deps: ToolCallDeps,
  row: ToolCallRow,
  outcome: { status: "success" | "error"; result: string | null; error: string | null },
): Promise<ToolCallRow | undefined> {
  return settle(
    deps,
    row,
    outcome.status === "success"
      ? { status: "success", result: outcome.result ?? "" }
      : { status: "error", error: outcome.error ?? "Please try again." },
    ["running"],
  );
}
