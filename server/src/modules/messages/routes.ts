// /api/v1/messages/…: send (multipart, also form or JSON), stream a reply (text/plain, chunked: replay
// then live until it settles), stop, edit and delete.
import { PassThrough } from "node:stream";
import multipart from "@fastify/multipart";
import { messageEndpoints as endpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import {
  deleteMessageResponseSchema,
  editMessageSchema,
  messageSchema,
  sendMessageResponseSchema,
  sendMessageFieldsSchema,
  streamRequestSchema,
} from "@parley/shared-contracts/api/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { rawResponses, responses } from "../../lib/endpoint-route.ts";
import { requestLanguage } from "../../lib/messages.ts";
import { idTextParams, parseId } from "../../lib/path-id.ts";
import { principalOf } from "../../plugins/auth.ts";
import { storageKeysOf } from "../attachments/repository.ts";
import { checkUploadLimits, MAX_FILES, MAX_TOTAL_BYTES, removeStored } from "../attachments/uploads.ts";
import type { Upload } from "../attachments/uploads.ts";
import { announceSent } from "../collaboration/unread.ts";
import { resolveHeldReply } from "../dlp/resolve-held.ts";
import { nulRefused } from "../../lib/nul-characters.ts";
import { memberOrIpKey } from "../../plugins/rate-limits.ts";
import type { KnowledgeSourceConfig, OutboundFetchConfig } from "../../config.ts";
import { markRead } from "../conversations/repository.ts";
import { followReply } from "../generation/follow-reply.ts";
import { announceDeleted, announceMessages, announceReplaced } from "../realtime/conversation-events.ts";
import * as repo from "./repository.ts";
import { deleteMessage, editMessage, locateMessage, messageNotFound, sendMessage } from "./service.ts";
import type { Sender } from "./service.ts";
import { sendDepsOf } from "./send-deps.ts";
import { stopReply } from "./stop.ts";
import { toMessage } from "./wire.ts";

function senderOf(request: FastifyRequest): Sender {
  const me = principalOf(request);
  return {
    accountId: me.account_id,
    memberId: me.member_id,
    language: requestLanguage(request.cookies, request.headers["accept-language"]),
  };
}

/** The send form: single fields, the repeated ones (mentioned_user_ids) and the attached files. */
export interface SendForm {
  fields: Record<string, string>;
  /** Every value of a field sent more than once (or as a JSON array), e.g. mentioned_user_ids. */
  repeated: Record<string, string[]>;
  files: Upload[];
}

function addField(form: SendForm, name: string, value: string): void {
  form.fields[name] = value;
  (form.repeated[name] ??= []).push(value);
}

/** The send's fields and files; the spec's limits are checked while the files are read. */
async function readSendForm(request: FastifyRequest): Promise<SendForm> {
  const form: SendForm = { fields: {}, repeated: {}, files: [] };
  if (request.isMultipart()) {
    let total = 0;
    for await (const part of request.parts()) {
      if (part.type === "file") {
        const data = new Uint8Array(await part.toBuffer());
        total += data.byteLength;
        // Each file is also capped by the parser (MAX_UPLOAD_BYTES): truncated means over the limit.
        if (part.file.truncated) checkUploadLimits(0, Number.POSITIVE_INFINITY);
        checkUploadLimits(form.files.length + 1, total);
        if (part.filename.includes("\u0000")) throw nulRefused();
        form.files.push({ fileName: part.filename || "file", data });
      } else if (typeof part.value === "string") {
        if (part.value.includes("\u0000")) throw nulRefused();
        addField(form, part.fieldname, part.value);
      }
    }
    return form;
  }
  const body = request.body;
  if (typeof body !== "object" || body === null) return form;
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) addField(form, key, String(item));
      continue;
    }
    addField(
      form,
      key,
      typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value),
    );
  }
  return form;
}

export interface MessagesOptions {
  knowledge: KnowledgeSourceConfig | undefined;
  outboundFetch: OutboundFetchConfig;
  sendLimit: { max: number; windowSeconds: number };
}

export async function messagesRoutes(app: FastifyInstance, options: MessagesOptions): Promise<void> {
  await app.register(multipart, {
    // One more file than allowed, so the 11th is seen and refused with the spec's message.
    limits: { files: MAX_FILES + 1, fileSize: MAX_TOTAL_BYTES, fields: 100, fieldSize: 1024 * 1024 },
  });
  const deps = sendDepsOf(app, options);
  const live = {
    db: app.db,
    realtime: app.realtime,
    log: app.log,
    liveText: (id: number) => app.generation.snapshot(id),
  };

  const api = app.withTypeProvider<ZodTypeProvider>();
  // The form is read before the schema check: its fields become the body the schema checks, the
  // files and repeated fields are kept aside for the handler.
  const sendForms = new WeakMap<FastifyRequest, SendForm>();
  const send = {
    preValidation: async (request: FastifyRequest) => {
      const form = await readSendForm(request);
      sendForms.set(request, form);
      request.body = form.fields;
    },
    schema: {
      body: sendMessageFieldsSchema,
      consumes: ["multipart/form-data", "application/json"],
      response: responses(endpoints.send, sendMessageResponseSchema),
    },
    config: {
      invalidMessage: "Invalid message",
      // Sends per member across instances, counted before the form (and its files) is read.
      rateLimit: {
        max: options.sendLimit.max,
        timeWindow: options.sendLimit.windowSeconds * 1000,
        keyGenerator: memberOrIpKey,
        hook: "onRequest" as const,
      },
    },
  };
  api.post(endpoints.send.pattern, send, async (request) => {
    const sender = senderOf(request);
    const { fields, repeated, files } = sendForms.get(request) ?? { fields: {}, repeated: {}, files: [] };
    const result = await sendMessage(deps, sender, request.body, files);
    const { conversation_id, user_message_id, assistant_message_id } = result.data;
    if (fields.regenerate_message_id && assistant_message_id !== null)
      await announceReplaced(live, sender.accountId, assistant_message_id);
    else
      await announceMessages(live, sender.accountId, conversation_id, [
        ...(user_message_id !== null ? [user_message_id] : []),
        ...(assistant_message_id !== null ? [assistant_message_id] : []),
      ]);
    await announceSent(app, sender, fields, result.data, repeated.mentioned_user_ids ?? []);
    // The profile's last used model changed with an AI send.
    if (result.data.assistant_message_id !== null)
      app.auth.sessions.forgetMember(sender.accountId, sender.memberId);
    return result;
  });

  const stream = {
    compress: false as const,
    schema: { body: streamRequestSchema, response: rawResponses(endpoints.stream) },
  };
  api.post(endpoints.stream.pattern, stream, async (request, reply) => {
    const sender = senderOf(request);
    const located = await locateMessage(app.db, sender, request.body.message_id);
    const { message } = located;
    if (message.status === "held") {
      const outcome = await resolveHeldReply(deps, sender, located, request.body);
      if (outcome.kind === "refused") {
        await announceDeleted(live, sender.accountId, message.conversation_id, outcome.deletedIds);
        throw outcome.error;
      }
      if (outcome.kind === "dropped") {
        await announceDeleted(live, sender.accountId, message.conversation_id, outcome.deletedIds);
        return reply.status(200).send({ data: { deleted_ids: outcome.deletedIds } });
      }
    }
    const body = new PassThrough();
    const gone = new AbortController();
    reply.raw.once("close", () => gone.abort());
    followReply(deps, sender.accountId, message.id, {
      write: (text) => body.write(text),
      signal: gone.signal,
    })
      .then(async (outcome) => {
        if (outcome === "settled")
          await markRead(app.db, sender.accountId, message.conversation_id, sender.memberId, message.id);
      })
      .catch((error: unknown) => request.log.error({ err: error }, "stream follower failed"))
      .finally(() => body.end());
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "no-cache, no-transform")
      .header("x-accel-buffering", "no")
      .send(body);
  });

  const stop = { schema: { params: idTextParams, response: responses(endpoints.stop, messageSchema) } };
  api.post(endpoints.stop.pattern, stop, async (request) => {
    const sender = senderOf(request);
    const { message } = await locateMessage(app.db, sender, parseId(request.params.id, messageNotFound));
    if (message.status === "streaming") await stopReply(deps, sender.accountId, message.id);
    const row = await repo.findMessage(app.db, sender.accountId, message.id);
    if (row === undefined) throw messageNotFound();
    if (message.status === "streaming")
      await announceMessages(live, sender.accountId, row.conversation_id, [row.id]);
    return toMessage(row);
  });

  const edit = {
    schema: {
      params: idTextParams,
      body: editMessageSchema,
      response: responses(endpoints.edit, messageSchema),
    },
  };
  api.patch(endpoints.edit.pattern, edit, async (request) => {
    const id = parseId(request.params.id, messageNotFound);
    const row = await editMessage(app.db, senderOf(request), id, request.body.content);
    await announceReplaced(live, row.account_id, row.id);
    return toMessage(row);
  });

  const remove = {
    schema: { params: idTextParams, response: responses(endpoints.remove, deleteMessageResponseSchema) },
  };
  api.delete(endpoints.remove.pattern, remove, async (request) => {
    const sender = senderOf(request);
    const id = parseId(request.params.id, messageNotFound);
    const before = await repo.findMessage(app.db, sender.accountId, id);
    const stored = await storageKeysOf(app.db, sender.accountId, { messageId: id });
    const ids = await deleteMessage(app.db, sender, id);
    await removeStored(app.fileStore, stored, request.log);
    if (before !== undefined) await announceDeleted(live, sender.accountId, before.conversation_id, ids);
    return { data: { deleted_ids: ids } };
  });
}
