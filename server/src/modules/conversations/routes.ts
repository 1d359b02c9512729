// /api/v1/conversations/…: the member's list (paged, sorted, searched), one conversation (read,
// rename/settings, delete), its messages page by page, its markdown export (rate limited).
import { conversationEndpoints as endpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import {
  conversationExportQuerySchema,
  conversationListQuerySchema,
  conversationPageSchema,
  conversationSchema,
  conversationUpdateSchema,
} from "@parley/shared-contracts/api/conversations";
import { messagePageQuerySchema, messagePageSchema } from "@parley/shared-contracts/api/messages";
import { conversationCatalogue } from "@parley/shared-contracts/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { noContentResponses, rawResponses, responses } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { parseId } from "../../lib/path-id.ts";
import { principalOf } from "../../plugins/auth.ts";
import { storageKeysOf } from "../attachments/repository.ts";
import { removeStored } from "../attachments/uploads.ts";
import { announceRead } from "../collaboration/unread.ts";
import * as messages from "../messages/repository.ts";
import { toMessage } from "../messages/wire.ts";
import { messagesAsSent } from "../dlp/as-sent.ts";
import { conversationMarkdown, exportFileName } from "./export.ts";
import * as repo from "./repository.ts";
import {
  conversationNotFound,
  getConversation,
  getConversationRow,
  listConversations,
  updateConversation,
} from "./service.ts";

type IdParams = { Params: { id: string } };
const idParams = z.object({ id: z.string() });

export async function conversationsRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
): Promise<void> {
  const exports = app.rateLimits.create("export", config.exportLimit.max, config.exportLimit.windowSeconds);

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    endpoints.list.pattern,
    {
      schema: {
        querystring: conversationListQuerySchema,
        response: responses(endpoints.list, conversationPageSchema),
      },
    },
    async (request) => {
      const me = principalOf(request);
      return listConversations(app.db, me.account_id, me.member_id, request.query);
    },
  );

  app.get<{ Params: { slug: string } }>("/api/v1/conversations/slug/:slug/", async (request) => {
    const me = principalOf(request);
    const id = await repo.findConversationIdBySlug(app.db, me.account_id, request.params.slug, me.member_id);
    if (id === undefined) throw conversationNotFound();
    return { data: { id } };
  });

  const getSchema = { params: idParams, response: responses(endpoints.get, conversationSchema) };
  api.get(endpoints.get.pattern, { schema: getSchema }, async (request) => {
    const me = principalOf(request);
    return getConversation(
      app.db,
      me.account_id,
      parseId(request.params.id, conversationNotFound),
      me.member_id,
    );
  });

  const update = {
    // An unknown conversation answers 404 whatever the body: looked up before the schema checks it.
    preValidation: async (request: FastifyRequest<IdParams>) => {
      const me = principalOf(request);
      await getConversationRow(
        app.db,
        me.account_id,
        parseId(request.params.id, conversationNotFound),
        me.member_id,
      );
    },
    schema: {
      params: idParams,
      body: conversationUpdateSchema,
      response: responses(endpoints.update, conversationSchema),
    },
    config: { invalidMessage: "Invalid conversation update", invalidMessageField: "name" },
  };
  api.patch(endpoints.update.pattern, update, async (request) => {
    const me = principalOf(request);
    const id = parseId(request.params.id, conversationNotFound);
    return updateConversation(app.db, me.account_id, id, me.member_id, request.body);
  });

  const removeSchema = { params: idParams, response: noContentResponses(endpoints.remove) };
  api.delete(endpoints.remove.pattern, { schema: removeSchema }, async (request, reply) => {
    const me = principalOf(request);
    const id = parseId(request.params.id, conversationNotFound);
    const row = await getConversationRow(app.db, me.account_id, id, me.member_id);
    if (row.role !== "owner")
      throw new HttpError(403, "forbidden", "Only the owner can delete this conversation");
    // Replies being written end now instead of writing into a deleted conversation.
    for (const { id: messageId } of await messages.streamingMessageIds(app.db, me.account_id, id))
      await app.generation.requestStop(messageId);
    const stored = await storageKeysOf(app.db, me.account_id, { conversationId: id });
    await repo.deleteConversation(app.db, me.account_id, id);
    await removeStored(app.fileStore, stored, request.log);
    return reply.status(204).send();
  });

  const messagesSchema = {
    params: idParams,
    querystring: messagePageQuerySchema,
    response: responses(endpoints.messages, messagePageSchema),
  };
  api.get(endpoints.messages.pattern, { schema: messagesSchema }, async (request) => {
    const me = principalOf(request);
    const id = parseId(request.params.id, conversationNotFound);
    const query = request.query;
    const conversation = await getConversationRow(app.db, me.account_id, id, me.member_id);
    const rows = await messages.listMessagesPage(app.db, me.account_id, id, query.before, query.limit);
    const page = rows.slice(0, query.limit).reverse();
    const newest = page.at(-1);
    // The latest page is on screen: the member has read the conversation.
    if (query.before === undefined && newest !== undefined) {
      await repo.markRead(app.db, me.account_id, id, me.member_id, newest.id);
      // Their sidebars (every tab) reset the count and the mention flag.
      if (conversation.unread > 0 || conversation.has_unread_mentions)
        await announceRead(app, me.account_id, me.member_id, id);
    }
    return {
      results: page.map((row) => toMessage(row, app.generation.snapshot(row.id))),
      has_more: rows.length > query.limit,
    };
  });

  const exportSchema = {
    params: idParams,
    querystring: conversationExportQuerySchema,
    response: rawResponses(endpoints.export),
  };
  api.get(endpoints.export.pattern, { schema: exportSchema }, async (request, reply) => {
    const me = principalOf(request);
    const id = parseId(request.params.id, conversationNotFound);
    const query = request.query;
    const row = await getConversationRow(app.db, me.account_id, id, me.member_id);
    const limit = await exports.hit(`${me.account_id}:${me.member_id}`);
    if (!limit.allowed) {
      const text = conversationCatalogue[query.purpose === "copy" ? "copy.limit" : "download.limit"];
      return reply
        .status(429)
        .header("retry-after", String(limit.retryAfterSeconds))
        .send({ error: { message: text, code: "rate_limited" } });
    }
    // An anonymized send shows as sent, never as typed (dlp/as-sent.ts).
    const rows = await messagesAsSent(
      app.db,
      me.account_id,
      id,
      await messages.listHistory(app.db, me.account_id, id),
    );
    const file = exportFileName(row.name);
    return reply
      .type("text/markdown; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="${file.ascii}"; filename*=UTF-8''${file.utf8}`)
      .send(conversationMarkdown(row.name, rows));
  });
}
