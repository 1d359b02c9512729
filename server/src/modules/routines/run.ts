// One routine run, unattended: posts the routine's content into its conversation as the owner (a
// user message marked sent_by_routine) and starts the reply through the ordinary send, so costs,
// DLP, URL detection and the knowledge source apply as when the owner sends it. The run record is
// claimed inside the send's transaction: a retried job finds it posted and posts nothing.
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../lib/db/database.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { Mailer } from "../../lib/mailer/mailer.ts";
import { findModel } from "../models/repository.ts";
import { sendMessage } from "../messages/service.ts";
import type { MessageDeps } from "../messages/service.ts";
import { announceMessages } from "../realtime/conversation-events.ts";
import type { RealtimeNotifier } from "../realtime/notifier.ts";
import { viewersOf } from "../realtime/repository.ts";
import { composeRoutineMail } from "./run-mail.ts";
import { stopRoutine } from "./repository.ts";
import { failRun, findRun, markRunPosted, setRunReply } from "./run-repository.ts";
import type { RunRow } from "./run-repository.ts";

export const OWNER_REMOVED = "The routine's owner is no longer a member of this workspace";
export const MODEL_UNAVAILABLE = "The routine's model is no longer available";

export interface RunDeps {
  db: Database;
  messages: MessageDeps;
  realtime: RealtimeNotifier | undefined;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The workspace's address for links in mails. */
  origin: (subdomain: string) => string;
}

export interface RunJob {
  accountId: number;
  runId: number;
}

export type RunOutcome = "posted" | "failed" | "skipped";

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

  let sent;
  try {
    sent = await sendMessage(
      deps.messages,
      { accountId: run.account_id, memberId: run.owner_id },
      { conversation_id: String(run.routine_id), message: run.content, model_id: String(model.id) },
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
  await tellOwner(
    deps,
    run,
    [userMessageId, assistantMessageId].filter((id) => id !== null),
  );
  return "posted";
}

/**
 * The owner hears of the run over the websocket (new_messages to the conversation's sockets, an
 * unread count when the routine is not open) and, when not looking at it, by e-mail unless they
 * unsubscribed from notifications.
 */
async function tellOwner(deps: RunDeps, run: RunRow, ids: number[]): Promise<void> {
  const { db, realtime, log } = deps;
  try {
    const viewing = (await viewersOf(db, run.account_id, run.routine_id)).includes(run.owner_id);
    if (realtime !== undefined) {
      await announceMessages({ db, realtime, log }, run.account_id, run.routine_id, ids);
      if (!viewing)
        await realtime.toMembers(run.account_id, [run.owner_id], {
          type: "unread_count_update",
          conversation_id: run.routine_id,
          unread_count: ids.length,
          has_unread_mentions: false,
        });
    }
    if (!viewing)
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
