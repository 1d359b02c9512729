// The sockets of this instance, grouped by member. A member with at least one socket here has one
// subscription to its PubSub topic (and its account one to the revocation topic); an event is
// serialised once and written to each of the member's sockets.
import type { FastifyBaseLogger } from "fastify";
import type { PubSub, Unsubscribe } from "../../lib/pubsub/pubsub.ts";
import { accountTopic, isMemberEnvelope, memberTopic } from "./notifier.ts";

export interface Connection {
  readonly id: string;
  readonly accountId: number;
  readonly memberId: number;
  readonly sessionId: string;
  /** Conversations this socket has opened (user_opened_conversation). */
  readonly opened: Set<number>;
  send(text: string): void;
  /** Ends the socket with a close code (4401: the session ended). */
  close(code: number, reason: string): void;
}

interface Group {
  sockets: Set<Connection>;
  subscription: Promise<Unsubscribe>;
}

export interface ConnectionHub {
  add(connection: Connection): Promise<void>;
  remove(connection: Connection): Promise<void>;
  connections(): IterableIterator<Connection>;
  readonly size: number;
  /** Closes every socket of a session (or of every session of the account when null). */
  closeSession(accountId: number, sessionId: string | null, reason: string): void;
}

export const SESSION_ENDED = 4401;

export function createConnectionHub(pubsub: PubSub, log: FastifyBaseLogger): ConnectionHub {
  const members = new Map<string, Group>();
  const accounts = new Map<number, Group>();
  const all = new Map<string, Connection>();

  const join = (
    map: Map<string, Group> | Map<number, Group>,
    key: string | number,
    topic: string,
    connection: Connection,
    handler: (message: unknown) => void,
  ): Promise<unknown> => {
    const groups = map as Map<string | number, Group>;
    let group = groups.get(key);
    if (group === undefined) {
      group = { sockets: new Set(), subscription: pubsub.subscribe(topic, handler) };
      groups.set(key, group);
    }
    group.sockets.add(connection);
    return group.subscription;
  };

  const leave = async (
    map: Map<string, Group> | Map<number, Group>,
    key: string | number,
    connection: Connection,
  ): Promise<void> => {
    const groups = map as Map<string | number, Group>;
    const group = groups.get(key);
    if (group === undefined) return;
    group.sockets.delete(connection);
    if (group.sockets.size > 0) return;
    groups.delete(key);
    const unsubscribe = await group.subscription.catch(() => undefined);
    await unsubscribe?.();
  };

  const hub: ConnectionHub = {
    async add(connection) {
      all.set(connection.id, connection);
      const topic = memberTopic(connection.accountId, connection.memberId);
      const joined = join(members, topic, topic, connection, (message) => {
        if (!isMemberEnvelope(message) || message.kind !== "event") return;
        const group = members.get(topic);
        if (group === undefined) return;
        const text = JSON.stringify(message.event);
        for (const socket of group.sockets) socket.send(text);
      });
      const accountJoined = join(
        accounts,
        connection.accountId,
        accountTopic(connection.accountId),
        connection,
        (message) => {
          if (!isMemberEnvelope(message) || message.kind !== "revoke") return;
          hub.closeSession(connection.accountId, message.sessionId, "session ended");
        },
      );
      await Promise.all([joined, accountJoined]).catch((error: unknown) => {
        log.error({ err: error }, "realtime subscription failed");
        throw error;
      });
    },
    async remove(connection) {
      if (!all.delete(connection.id)) return;
      await Promise.all([
        leave(members, memberTopic(connection.accountId, connection.memberId), connection),
        leave(accounts, connection.accountId, connection),
      ]);
    },
    connections: () => all.values(),
    get size() {
      return all.size;
    },
    closeSession(accountId, sessionId, reason) {
      for (const connection of [...all.values()]) {
        if (connection.accountId === accountId && (sessionId === null || connection.sessionId === sessionId))
          connection.close(SESSION_ENDED, reason);
      }
    },
  };
  return hub;
}
