// One routine run, unattended: posts the routine's content into its conversation as the owner (a
// user message marked sent_by_routine) and starts the reply through the ordinary send, so costs,
// DLP, URL detection and the knowledge source apply as when the owner sends it. The run record is
// claimed inside the send's transaction: a retried job finds it posted and posts nothing.
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { Mailer } from "../../lib/mailer/mailer.ts";
import type { PubSub } from "../../lib/pubsub/pubsub.ts";
import { followReply } from "../generation/follow-reply.ts";
import { findModel } from "../models/repository.ts";
import { sendMessage } from "../messages/service.ts";
import type { MessageDeps } from "../messages/service.ts";
import type { SendAllowance } from "../messages/send-allowance.ts";
import { announceMessages } from "../realtime/conversation-events.ts";
import type { RealtimeNotifier } from "../realtime/notifier.ts";
import { viewersOf } from "../realtime/repository.ts";
import { composeRoutineMail } from "./run-mail.ts";
import { stopRoutine } from "./repository.ts";
import { failRun, findRun, markRunPosted, setRunReply } from "./run-repository.ts";
import type { RunRow } from "./run-repository.ts";

export const OWNER_REMOVED = "The routine's owner is no longer a member of this workspace";
export const MODEL_UNAVAILABLE = "The routine's model is no longer available";

/** Why a run was skipped: its owner's sends (their own and their routines') reached the limit. */
export function sendLimitReached(limit: { max: number; windowSeconds: number }): string {
  return `Skipped: the owner reached the limit of ${limit.max} messages per ${limit.windowSeconds} seconds (sends and routine runs together); the next run goes ahead as usual`;
}

export interface RunDeps {
  db: Database;
  messages: MessageDeps & { pubsub: PubSub };
  realtime: RealtimeNotifier | undefined;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The workspace's address for links in mails. */
  origin: (subdomain: string) => string;
  /** The owner's send allowance, which each run spends from (absent: runs are not counted). */
  sendAllowance?: SendAllowance | undefined;
}

export interface RunJob {
  accountId: number;
  runId: number;
}

export type RunOutcome = "posted" | "failed" | "skipped";

/** The longest a run waits for its reply to settle (a reply that ends is announced anyway). */
const REPLY_WAIT_MS = 30 * 60_000;

/** Thrown inside the send's transaction when the run already has its message: rolls the send back. */
class AlreadyPosted extends Error {}

/** A refusal that the same run would meet again: fail the run instead of retrying it. */
function isFinal(error: unknown): error is HttpError {
  return (
    error instanceof HttpError &&
    error.statusCode < 500 &&
    error.statusCode !== 429 &&
    error.code !== "reply_in_progress"
  );
}

async function stopped(deps: RunDeps, run: RunRow, reason: string): Promise<RunOutcome> {
  await stopRoutine(deps.db, run.account_id, run.routine_id, reason);
  await failRun(deps.db, run.account_id, run.id, reason);
  return "failed";
}

export async function runRoutine(deps: RunDeps, job: RunJob, lastAttempt: boolean): Promise<RunOutcome> {
  const { db } = deps;
  const run = await findRun(db, job.accountId, job.runId);
  if (run === undefined || run.status !== "pending") return "skipped";
  if (run.owner_disabled) return stopped(deps, run, OWNER_REMOVED);
  const model = run.model_id === null ? undefined : await findModel(db, run.account_id, run.model_id);
  if (model === undefined || model.disabled) return stopped(deps, run, MODEL_UNAVAILABLE);
  // Counted like a send of the owner's; over the limit the run fails with the reason, which the
  // routine's screen shows (last_error), instead of waiting or vanishing.
  if (deps.sendAllowance !== undefined) {
    const { allowed } = await deps.sendAllowance.spend(run.account_id, run.owner_id);
    if (!allowed) {
      await failRun(db, run.account_id, run.id, sendLimitReached(deps.sendAllowance.limit));
      return "failed";
    }
  }

  let sent;
  try {
    sent = await sendMessage(
      deps.messages,
      { accountId: run.account_id, memberId: run.owner_id },
      { conversation_id: run.routine_id, message: run.content, model_id: model.id },
      [],
      {
        async claim(tx, userMessageId) {
          if (!(await markRunPosted(tx, run.account_id, run.id, userMessageId))) throw new AlreadyPosted();
        },
      },
    );
  } catch (error) {
    if (error instanceof AlreadyPosted) return "skipped";
    if (isFinal(error) || (lastAttempt && error instanceof Error)) {
      await failRun(db, run.account_id, run.id, error.message);
      return "failed";
    }
    throw error;
  }
  const { user_message_id: userMessageId, assistant_message_id: assistantMessageId } = sent.data;
  await setRunReply(db, run.account_id, run.id, assistantMessageId);
  const ids = [userMessageId, assistantMessageId].filter((id) => id !== null);
  if (deps.realtime !== undefined)
    await announceMessages(
      { db, realtime: deps.realtime, log: deps.log },
      run.account_id,
      run.routine_id,
      ids,
    );
  // The job lasts until the reply settles: a worker's runs are its concurrency, however many are due.
  if (assistantMessageId !== null)
    await followReply(deps.messages, run.account_id, assistantMessageId, {
      write: () => undefined,
      signal: AbortSignal.timeout(REPLY_WAIT_MS),
    });
  await tellOwner(deps, run, ids.length);
  return "posted";
}

/**
 * Once the reply settled, an owner who is not looking at the routine gets an unread count over the
 * websocket and an e-mail, unless they unsubscribed from notifications (new_messages went to the
 * conversation's sockets when the run posted, and again when the reply settled).
 */
async function tellOwner(deps: RunDeps, run: RunRow, added: number): Promise<void> {
  const { db, realtime, log } = deps;
  try {
    if ((await viewersOf(db, run.account_id, run.routine_id)).includes(run.owner_id)) return;
    await realtime?.toMembers(run.account_id, [run.owner_id], {
      type: "unread_count_update",
      conversation_id: run.routine_id,
      unread_count: added,
      has_unread_mentions: false,
    });
    await deps.mailer.send(
      composeRoutineMail({
        to: { email: run.owner_email, name: run.owner_name, isEmailUnsubscribed: run.owner_unsubscribed },
        routineName: run.name,
        link: `${deps.origin(run.subdomain)}/routines/${run.routine_id}`,
      }),
    );
  } catch (error) {
    // The run happened; a lost notice must not make the queue run it again.
    log.warn({ err: error, routine: run.routine_id }, "routine run notice not sent");
  }
}
