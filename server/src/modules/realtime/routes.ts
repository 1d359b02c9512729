// WebSocket /ws/connect/: authenticated at the handshake with the parley_access cookie of the host's
// workspace, the Origin header must name that same host (a page of another site cannot open it with
// the user's cookies). Afterwards the socket lives as long as its session: the service re-checks
// sessions periodically and logout closes them at once. Client frames: ping and presence.
import { randomUUID } from "node:crypto";
import { realtimeClientMessageSchema } from "@parley/shared-contracts/api/realtime";
import type { RealtimeClientMessage } from "@parley/shared-contracts/api/realtime";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { markRead } from "../conversations/repository.ts";
import { findPrincipal } from "../auth/repository.ts";
import { ACCESS_COOKIE } from "../auth/cookies.ts";
import type { Connection } from "./connection-hub.ts";
import * as repo from "./repository.ts";

/** Largest client frame: presence messages are tiny. */
export const MAX_CLIENT_FRAME = 4096;

interface Handshake {
  accountId: number;
  memberId: number;
  sessionId: string;
  name: string;
}

declare module "fastify" {
  interface FastifyRequest {
    realtimeHandshake: Handshake | null;
  }
}

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ error: { message, code } });
}

/** The Origin's host:port must equal the request's host (which honours X-Forwarded-Host behind a trusted proxy). */
export function originMatches(origin: string | undefined, host: string): boolean {
  if (!origin) return false;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

export async function realtimeRoutes(
  app: FastifyInstance,
  options: { idleTimeoutMs: number },
): Promise<void> {
  app.decorateRequest("realtimeHandshake", null);

  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const account = request.account;
    if (account === null) return refuse(reply, 404, "workspace_not_found", "Workspace not found");
    if (!originMatches(request.headers.origin, request.host))
      return refuse(reply, 403, "origin_mismatch", "Origin not allowed");
    const token = request.cookies[ACCESS_COOKIE];
    const claims = token ? app.auth.codec.verify(token) : undefined;
    if (claims === undefined) return refuse(reply, 401, "not_authenticated", "Authentication required");
    if (claims.aid !== account.id || claims.sub !== account.subdomain)
      return refuse(reply, 401, "tenant_mismatch", "Authentication required");
    const principal = await findPrincipal(app.db, account.id, claims.sid, claims.mid);
    if (principal === undefined) return refuse(reply, 401, "not_authenticated", "Authentication required");
    request.realtimeHandshake = {
      accountId: account.id,
      memberId: principal.member_id,
      sessionId: principal.session_id,
      name: principal.name,
    };
  };

  app.get(
    "/ws/connect/",
    { websocket: true, preHandler: [app.requireTenant, authenticate] },
    (socket: WebSocket, request: FastifyRequest) => {
      const handshake = request.realtimeHandshake;
      if (handshake === null) {
        socket.close(1011, "not authenticated");
        return;
      }
      attach(app, socket, handshake, options.idleTimeoutMs);
    },
  );
}

function attach(app: FastifyInstance, socket: WebSocket, who: Handshake, idleTimeoutMs: number): void {
  const realtime = app.realtime;
  const log = app.log.child({ tenant: who.accountId, member: who.memberId });
  let closed = false;
  const connection: Connection = {
    id: randomUUID(),
    accountId: who.accountId,
    memberId: who.memberId,
    sessionId: who.sessionId,
    opened: new Set(),
    send(text) {
      if (socket.readyState === socket.OPEN) socket.send(text);
    },
    close(code, reason) {
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
        socket.close(code, reason);
    },
  };

  let idle: NodeJS.Timeout | undefined;
  const touch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => socket.terminate(), idleTimeoutMs);
    idle.unref();
  };
  touch();

  // Frames are handled one after another, so "opened" then "read" keep their order.
  let queue: Promise<void> = Promise.resolve();
  const ready = realtime.hub.add(connection).catch((error: unknown) => {
    log.error({ err: error }, "realtime subscribe failed");
    socket.close(1011, "unavailable");
  });
  queue = ready;

  socket.on("message", (data, isBinary) => {
    touch();
    if (isBinary) return;
    // ws hands a text frame over as one Buffer; the other RawData forms are decoded, not stringified.
    const bytes = Buffer.isBuffer(data)
      ? data
      : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]);
    const text = bytes.toString("utf8");
    if (text.length > MAX_CLIENT_FRAME) return;
    let parsed: RealtimeClientMessage;
    try {
      const result = realtimeClientMessageSchema.safeParse(JSON.parse(text));
      if (!result.success) return;
      parsed = result.data;
    } catch {
      return;
    }
    if (parsed.type === "ping") {
      connection.send('{"type":"pong"}');
      return;
    }
    queue = queue
      .then(() => handleFrame(app, connection, who, parsed))
      .catch((error: unknown) => log.error({ err: error }, "realtime frame failed"));
  });

  socket.on("close", () => {
    if (closed) return;
    closed = true;
    clearTimeout(idle);
    void queue
      .then(async () => {
        await realtime.hub.remove(connection);
        if (connection.opened.size > 0) {
          const left = [...connection.opened];
          connection.opened.clear();
          await repo.removePresence(app.db, connection.id);
          for (const conversationId of left)
            await realtime.toConversation(
              who.accountId,
              conversationId,
              {
                type: "user_leaved_conversation",
                conversation_id: conversationId,
                user: { id: who.memberId, name: who.name },
              },
              { exceptMemberId: who.memberId },
            );
        }
      })
      .catch((error: unknown) => log.error({ err: error }, "realtime cleanup failed"));
  });
  socket.on("error", (error) => log.debug({ err: error }, "realtime socket error"));
}

async function handleFrame(
  app: FastifyInstance,
  connection: Connection,
  who: Handshake,
  frame: Exclude<RealtimeClientMessage, { type: "ping" }>,
): Promise<void> {
  const { db, realtime } = app;
  const conversationId = frame.conversation_id;
  // Only a participant may announce presence or read marks (no leak of other conversations' ids).
  const participant = await repo.isParticipant(db, who.accountId, conversationId, who.memberId);
  const except = { exceptMemberId: who.memberId };
  switch (frame.type) {
    case "user_opened_conversation": {
      if (!participant) return;
      connection.opened.add(conversationId);
      await repo.addPresence(db, {
        connectionId: connection.id,
        instanceId: realtime.instanceId,
        accountId: who.accountId,
        memberId: who.memberId,
        conversationId,
      });
      await realtime.toConversation(
        who.accountId,
        conversationId,
        { type: "user_opened_conversation", conversation_id: conversationId, user_id: who.memberId },
        except,
      );
      return;
    }
    case "user_leaved_conversation": {
      if (!connection.opened.delete(conversationId)) return;
      await repo.removePresence(db, connection.id, conversationId);
      if (!participant) return;
      await realtime.toConversation(
        who.accountId,
        conversationId,
        {
          type: "user_leaved_conversation",
          conversation_id: conversationId,
          user: { id: who.memberId, name: who.name },
        },
        except,
      );
      return;
    }
    case "user_read_conversation": {
      if (!participant) return;
      const newest = await repo.newestMessageId(db, who.accountId, conversationId);
      const messageId = Math.min(frame.message_id ?? newest, newest);
      if (messageId > 0) await markRead(db, who.accountId, conversationId, who.memberId, messageId);
      await realtime.toConversation(
        who.accountId,
        conversationId,
        { type: "user_read_conversation", conversation_id: conversationId, user_id: who.memberId },
        except,
      );
      await realtime.conversationRead({
        accountId: who.accountId,
        memberId: who.memberId,
        conversationId,
        messageId,
      });
      return;
    }
  }
}
