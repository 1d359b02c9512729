// Resuming a reply a stopping instance handed over (generation/handover.ts): the job's worker rebuilds
// the generation from what is stored — the conversation up to the reply (with its files), the model,
// parameters and DLP choice stored with the reply, the sender's behaviour settings and knowledge
// source — and the generation service continues it after the text stored so far. The pages of the
// message's {{url}}s come with the job, as the send fetched and DLP checked them. Not rebuilt: the
// sender's spoken commentary (its opening line was spoken already) and the desktop the send named
// (every desktop of the sender's browsers then).
import type { FastifyBaseLogger } from "fastify";
import { behaviorForSend } from "../behavior-settings/send-behavior.ts";
import { parseResumeJob, type ResumeJobData } from "../generation/handover.ts";
import type { GenerationJob, ResumeOutcome } from "../generation/service.ts";
import { usableModel } from "../models/service.ts";
import * as repo from "./repository.ts";
import { asHistory, historyFiles } from "./send-context.ts";
import type { MessageDeps } from "./send-context.ts";

/** The generation of a stored streaming reply, as its send started it (near enough). */
async function rebuildJob(deps: MessageDeps, data: ResumeJobData): Promise<GenerationJob> {
  const { accountId, messageId } = data;
  const { db } = deps;
  const origin = await repo.findReplyOrigin(db, accountId, messageId);
  if (origin === undefined) throw new Error("The reply is gone");
  const model = await usableModel(db, accountId, origin.model_id ?? 0);
  const rows = await repo.listHistory(db, accountId, origin.conversation_id, messageId);
  const history = asHistory(rows, await historyFiles(deps, accountId, rows, model));
  const memberId = origin.sender_id ?? undefined;
  const asked = rows.findLast((row) => row.type === "user");
  const knowledge =
    memberId !== undefined && asked !== undefined && deps.knowledge
      ? await deps.knowledge({ accountId, memberId }, asked.content)
      : [];
  // The conversation's first exchange: the title is asked for once the reply completes, as at send.
  const first = rows.length === 1 && history[0]?.type === "user";
  return {
    accountId,
    conversationId: origin.conversation_id,
    messageId,
    model,
    history,
    parameters: origin.parameters,
    aggressiveness:
      memberId === undefined
        ? undefined
        : (await behaviorForSend(db, { accountId, memberId }, model, undefined)).aggressiveness,
    senderId: memberId,
    knowledge,
    anonymize: origin.dlp_anonymized,
    titleFrom: first ? history[0]?.content : undefined,
    scraped: data.scraped,
  };
}

/** The "resume reply" job's work: a malformed job, or a reply no longer streaming, does nothing. */
export async function resumeReply(
  deps: MessageDeps,
  data: unknown,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
): Promise<ResumeOutcome | undefined> {
  const job = parseResumeJob(data);
  if (job === undefined) {
    log.warn({ data }, "malformed resume job ignored");
    return undefined;
  }
  const outcome = await deps.generation.resume(job, () => rebuildJob(deps, job));
  log.info({ messageId: job.messageId, resumes: job.resumes, outcome }, "reply resume");
  return outcome;
}
