// The realtime service of one instance (decorated as `app.realtime`): the notifier every module
// calls, the sockets connected here, presence (who looks at which conversation, in the database so
// every instance sees it), and the periodic checks — sessions still live, sockets still talking.
import { randomUUID } from "node:crypto";
import { REALTIME_SERVICE_RESTART } from "@parley/shared-contracts/api/realtime";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../lib/db/database.ts";
import type { PubSub } from "../../lib/pubsub/pubsub.ts";
import { createConnectionHub, SESSION_ENDED } from "./connection-hub.ts";
import type { ConnectionHub } from "./connection-hub.ts";
import { createRealtimeNotifier } from "./notifier.ts";
import type { RealtimeNotifier } from "./notifier.ts";
import * as repo from "./repository.ts";

export interface ConversationRead {
  accountId: number;
  memberId: number;
  conversationId: number;
  /** The newest message the member has now seen (last_read_message_id is at least this). */
  messageId: number;
}

/** Called after a member's read mark moved (collaboration computes and sends unread counts). */
export type ConversationReadHandler = (read: ConversationRead) => Promise<void> | void;

export interface RealtimeService extends RealtimeNotifier {
  /** Members who have the conversation open in some socket right now (any instance). */
  viewersOf(accountId: number, conversationId: number): Promise<number[]>;
  /** Registers a handler for read marks; returns its removal. */
  onConversationRead(handler: ConversationReadHandler): () => void;
  /** Runs the read handlers (the socket's user_read_conversation and other read paths). */
  conversationRead(read: ConversationRead): Promise<void>;
  readonly hub: ConnectionHub;
  readonly instanceId: string;
  /** Re-checks every socket's session now (also runs every `sessionCheckMs`). */
  checkSessions(): Promise<void>;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  db: Database;
  pubsub: PubSub;
  log: FastifyBaseLogger;
  /** How often sockets' sessions are re-checked (revoked, expired, member disabled). */
  sessionCheckMs: number;
  /** A socket silent this long (no ping) is closed. */
  idleTimeoutMs: number;
}

const PRESENCE_REFRESH_MS = 30_000;

export function createRealtimeService(options: RealtimeOptions): RealtimeService {
  const { db, pubsub, log } = options;
  const instanceId = randomUUID();
  const notifier = createRealtimeNotifier({
    db,
    pubsub,
    onError: (error) => log.error({ err: error }, "realtime publish failed"),
  });
  const hub = createConnectionHub(pubsub, log);
  const readHandlers = new Set<ConversationReadHandler>();

  async function checkSessions(): Promise<void> {
    const connections = [...hub.connections()];
    if (connections.length === 0) return;
    const live = await repo.liveSessions(db, [...new Set(connections.map((c) => c.sessionId))]);
    for (const connection of connections)
      if (!live.has(connection.sessionId)) connection.close(SESSION_ENDED, "session ended");
  }

  const timers = [
    setInterval(() => {
      checkSessions().catch((error: unknown) => log.error({ err: error }, "realtime session check failed"));
    }, options.sessionCheckMs),
    setInterval(() => {
      repo
        .refreshPresence(db, instanceId)
        .catch((error: unknown) => log.error({ err: error }, "presence refresh failed"));
    }, PRESENCE_REFRESH_MS),
  ];
  for (const timer of timers) timer.unref();

  return {
    ...notifier,
    hub,
    instanceId,
    viewersOf: (accountId, conversationId) => repo.viewersOf(db, accountId, conversationId),
    onConversationRead(handler) {
      readHandlers.add(handler);
      return () => readHandlers.delete(handler);
    },
    async conversationRead(read) {
      for (const handler of [...readHandlers]) {
        try {
          await handler(read);
        } catch (error) {
          log.error({ err: error }, "conversation read handler failed");
        }
      }
    },
    checkSessions,
    async close() {
      for (const timer of timers) clearInterval(timer);
      // A reconnect code: the clients move to another instance at once (docs/operations.md).
      for (const connection of [...hub.connections()])
        connection.close(REALTIME_SERVICE_RESTART, "service restart");
      await repo.removeInstancePresence(db, instanceId).catch(() => undefined);
    },
  };
}
