// A test app (for the calling file or describe block) in which replies are left "streaming" with a
// heartbeat of a chosen age, as a stopped or killed instance leaves them: the recovery, sweep and
// rolling-restart tests settle them.
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../src/lib/db/database.ts";
import { insertConversation } from "../../src/modules/conversations/repository.ts";
import { insertChunk } from "../../src/modules/generation/repository.ts";
import { findMemberByEmail } from "../../src/modules/members/repository.ts";
import { insertMessage } from "../../src/modules/messages/repository.ts";
import { accountId } from "./conversations.ts";
import { ACME, createTestApp } from "./test-app.ts";
import type { TestApp } from "./test-app.ts";

export interface StreamingReplies {
  readonly t: TestApp;
  readonly db: Database;
  /** acme's account id. */
  readonly acme: number;
  /** A reply of acme's owner left "streaming", its last heartbeat this many seconds old, with these
   * batches stored (as a process that wrote them before it died). */
  streaming(
    heartbeatAgeSeconds: number,
    options?: { title?: string; chunks?: readonly string[] },
  ): Promise<number>;
}

/** Registers the hooks that open the app before the tests and close it after them. */
export function useStreamingReplies(): StreamingReplies {
  let app: TestApp | undefined;
  let acme = 0;
  let ownerId = 0;
  beforeAll(async () => {
    app = await createTestApp();
    acme = await accountId(app.database.db, "acme");
    ownerId = (await findMemberByEmail(app.database.db, acme, ACME.email))?.id ?? 0;
  });
  afterAll(() => app?.close());

  const fixture: StreamingReplies = {
    get t() {
      if (app === undefined) throw new Error("the test app opens in beforeAll");
      return app;
    },
    get db() {
      return fixture.t.database.db;
    },
    get acme() {
      return acme;
    },
    async streaming(heartbeatAgeSeconds, { title = "Streaming", chunks = [] } = {}) {
      const db = fixture.db;
      const conversationId = await insertConversation(db, acme, ownerId, title);
      const id = await insertMessage(db, acme, {
        conversationId,
        type: "assistant",
        senderId: ownerId,
        content: "",
        status: "streaming",
        nonAi: false,
        modelId: null,
        modelDisplayName: "Offline demo",
        parameters: {},
      });
      let offset = 0;
      for (const [index, text] of chunks.entries()) {
        await insertChunk(db, acme, id, index, offset, text);
        offset += text.length;
      }
      await db.query("UPDATE messages SET heartbeat_at = now() - make_interval(secs => $2) WHERE id = $1", [
        id,
        heartbeatAgeSeconds,
      ]);
      return id;
    },
  };
  return fixture;
}
