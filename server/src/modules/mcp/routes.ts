// /api/v1/mcp/…: the member's view of the workspace's MCP servers (list, detail, their switches),
// their standing tool answers, the tool calls waiting for them and the answer itself (the spec's tool
// execution); /api/v1/tool-calls/{id} takes a result a client ran itself; /api/v1/admin/mcp/servers/
// for owners and admins. Registered in the member group: tenant and member are checked.
import { toolCallEndpoints } from "@parley/shared-contracts/api/conversation-endpoints";
import {
  ADMIN_MCP_SERVERS_PATH,
  mcpServerListQuerySchema,
  mcpServerPageSchema,
  mcpServerSchema,
  mcpServerToggleSchema,
  mcpToolPermissionsSchema,
  toolCallReportAnswerSchema,
  toolCallReportSchema,
  toolGrantListSchema,
  toolRunResultSchema,
  toolRunSchema,
  waitingToolCallsSchema,
} from "@parley/shared-contracts/api/mcp";
import type { AdminMcpServer, ToolRunResult } from "@parley/shared-contracts/api/mcp";
import {
  desktopToolEndpoints,
  mcpServerEndpoints,
  toolGrantEndpoints,
} from "@parley/shared-contracts/api/tool-endpoints";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { noContentResponses, responses } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { principalOf } from "../../plugins/auth.ts";
import { requireAdmin } from "../../plugins/require-admin.ts";
import { accountOf } from "../../plugins/tenancy.ts";
import { findConversationForMember } from "../conversations/repository.ts";
import * as repo from "./repository.ts";
import {
  addServer,
  listForMember,
  listGrants,
  serverForMember,
  setToolPermissions,
  toAdminServer,
  toggleServer,
} from "./service.ts";
import { answer, permissionRequestOf, report, runAllowed } from "./tool-calls.ts";

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const waitingQuery = z.object({ conversation_id: z.coerce.number().int().positive().max(2_147_483_647) });

function who(request: FastifyRequest) {
  return { accountId: accountOf(request).id, memberId: principalOf(request).member_id };
}

export async function mcpRoutes(app: FastifyInstance): Promise<void> {
  const mcp = app.mcp;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParams };
  const listDeps = { db: app.db, connections: mcp.connections, log: app.log };

  const list = {
    querystring: mcpServerListQuerySchema,
    response: responses(mcpServerEndpoints.list, mcpServerPageSchema),
  };
  api.get(mcpServerEndpoints.list.pattern, { schema: list }, async (request) => {
    const { accountId, memberId } = who(request);
    return listForMember(listDeps, accountId, memberId, request.query);
  });

  const get = { ...byId, response: responses(mcpServerEndpoints.get, mcpServerSchema) };
  api.get(mcpServerEndpoints.get.pattern, { schema: get }, async (request) => {
    const { accountId, memberId } = who(request);
    return serverForMember(listDeps, accountId, memberId, request.params.id);
  });

  api.patch(
    mcpServerEndpoints.toggle.pattern,
    {
      schema: {
        ...byId,
        body: mcpServerToggleSchema,
        response: responses(mcpServerEndpoints.toggle, mcpServerSchema),
      },
    },
    async (request) => {
      const { accountId, memberId } = who(request);
      const { id } = request.params;
      await toggleServer(app.db, accountId, memberId, id, request.body.server_enabled);
      return serverForMember(listDeps, accountId, memberId, id);
    },
  );

  api.post(
    mcpServerEndpoints.toolPermissions.pattern,
    {
      schema: {
        ...byId,
        body: mcpToolPermissionsSchema,
        response: responses(mcpServerEndpoints.toolPermissions, mcpServerSchema),
      },
    },
    async (request) => {
      const { accountId, memberId } = who(request);
      const { id } = request.params;
      await setToolPermissions(app.db, accountId, memberId, id, request.body.tool_permissions);
      return serverForMember(listDeps, accountId, memberId, id);
    },
  );

  const grants = { response: responses(toolGrantEndpoints.list, toolGrantListSchema) };
  api.get(toolGrantEndpoints.list.pattern, { schema: grants }, async (request) => {
    const { accountId, memberId } = who(request);
    return { results: await listGrants(app.db, accountId, memberId) };
  });

  const revoke = { ...byId, response: noContentResponses(toolGrantEndpoints.revoke) };
  api.delete(toolGrantEndpoints.revoke.pattern, { schema: revoke }, async (request, reply) => {
    const { accountId, memberId } = who(request);
    const { id } = request.params;
    if (!(await repo.deleteGrant(app.db, accountId, memberId, id)))
      throw new HttpError(404, "not_found", "No such permission");
    return reply.status(204).send();
  });

  // The calls waiting for this member's answer in a conversation (a reload brings the dialog back).
  const waiting = {
    querystring: waitingQuery,
    response: responses(toolCallEndpoints.waiting, waitingToolCallsSchema),
  };
  api.get(toolCallEndpoints.waiting.pattern, { schema: waiting }, async (request) => {
    const { accountId, memberId } = who(request);
    const { conversation_id } = request.query;
    if ((await findConversationForMember(app.db, accountId, conversation_id, memberId)) === undefined)
      throw new HttpError(404, "not_found", "No such conversation");
    const rows = await repo.waitingToolCalls(app.db, accountId, memberId, conversation_id);
    return { results: rows.map(permissionRequestOf) };
  });

  /** A call of this workspace that only the member it asks may answer; others get 404. */
  async function callFor(request: FastifyRequest, id: number) {
    const { accountId, memberId } = who(request);
    const row = await repo.findToolCall(app.db, accountId, id);
    if (row === undefined || row.asked_member_id !== memberId)
      throw new HttpError(404, "not_found", "No such tool call");
    return row;
  }

  // The spec's tool execution: the dialog's answer; with an allow choice the tool runs here and the
  // result goes to the waiting reply and back to the caller. Without a confirmation only a
  // standing allow may run it: else 403, which opens the dialog.
  api.post(
    toolCallEndpoints.run.pattern,
    {
      schema: {
        ...byId,
        body: toolRunSchema,
        response: responses(toolCallEndpoints.run, toolRunResultSchema),
      },
    },
    async (request): Promise<ToolRunResult> => {
      const row = await callFor(request, request.params.id);
      const body = request.body;
      if (
        body.conversationId !== row.conversation_id ||
        body.tool !== row.tool_name ||
        body.server !== row.server_name
      )
        throw new HttpError(400, "validation_error", "The run does not match the tool call", {
          tool: ["mismatch"],
        });
      if (row.status !== "awaiting_permission")
        throw new HttpError(409, "already_answered", "This tool call was already answered");
      if (!body.userConfirmation)
        throw new HttpError(403, "permission_required", "The tool needs your permission to run");
      const answered = await answer(mcp.callDeps, row, body.allowType);
      if (answered === undefined)
        throw new HttpError(409, "already_answered", "This tool call was already answered");
      if (!answered.allowed) return answered.result;
      // A local tool (server_id NULL) runs in the member's browser, through their desktop helper.
      if (row.server_id === null) return mcp.runLocal(answered.row);
      const server =
        row.server_id === null ? undefined : await repo.findServer(app.db, row.account_id, row.server_id);
      if (server === undefined) {
        await report(mcp.callDeps, answered.row, {
          status: "error",
          result: null,
          error: "The tool server was removed.",
        });
        return { status: "error", result: null, error: "The tool server was removed." };
      }
      // The run belongs to the reply, not to this request: a closed tab must not cancel it.
      return runAllowed(mcp.callDeps, answered.row, server, AbortSignal.timeout(mcp.callTimeoutMs + 5000));
    },
  );

  // The spec's result report, for a call a client ran itself (a local server through the helper
  // app; desktop-tools/local-calls.ts waits for it). Workspace servers run on the server: their
  // calls cannot be reported from outside.
  api.patch(
    desktopToolEndpoints.report.pattern,
    {
      schema: {
        ...byId,
        body: toolCallReportSchema,
        response: responses(desktopToolEndpoints.report, toolCallReportAnswerSchema),
      },
    },
    async (request) => {
      const row = await callFor(request, request.params.id);
      const body = request.body;
      if (row.server_id !== null)
        throw new HttpError(
          409,
          "not_reportable",
          "This tool runs on the server; its result cannot be reported",
        );
      const updated = await report(mcp.callDeps, row, body);
      if (updated === undefined)
        throw new HttpError(409, "already_answered", "This tool call is not running");
      // The call settled at the reported outcome.
      return { status: body.status };
    },
  );

  const admin = { preHandler: [requireAdmin] };
  app.get(ADMIN_MCP_SERVERS_PATH, admin, async (request): Promise<{ results: AdminMcpServer[] }> => {
    const rows = await repo.listServers(app.db, accountOf(request).id);
    return { results: rows.map((row) => toAdminServer(app.secretBox, row)) };
  });

  app.post(ADMIN_MCP_SERVERS_PATH, admin, async (request, reply) => {
    const accountId = accountOf(request).id;
    const row = await addServer(mcp.adminDeps, accountId, request.body as never);
    return reply.status(201).send(toAdminServer(app.secretBox, row));
  });

  api.delete("/api/v1/admin/mcp/servers/:id/", { ...admin, schema: byId }, async (request, reply) => {
    const accountId = accountOf(request).id;
    const { id } = request.params;
    if (!(await repo.deleteServer(app.db, accountId, id)))
      throw new HttpError(404, "not_found", "No such MCP server");
    await mcp.connections.forget(id);
    return reply.status(204).send();
  });
}
