// A send's behaviour, read once: the send's behavior_settings field over the member's stored settings,
// the workspace's balance for commentary; one query.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMENTARY_BALANCE_THRESHOLD } from "@parley/shared-contracts/constants";
import type { Database, Queryable, SqlParam } from "../../../src/lib/db/database.ts";
import { behaviorForSend } from "../../../src/modules/behavior-settings/send-behavior.ts";
import { findMemberByEmail } from "../../../src/modules/members/repository.ts";
import { accountId } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let sender: { accountId: number; memberId: number };
beforeAll(async () => {
  t = await createTestApp();
  const acme = await accountId(t.database.db, "acme");
  sender = { accountId: acme, memberId: (await findMemberByEmail(t.database.db, acme, ACME.email))?.id ?? 0 };
});
afterAll(() => t.close());

/** The database, counting the queries made through it. */
function counting(db: Database): { db: Queryable; queries: () => number } {
  let queries = 0;
  return {
    db: {
      query: <Row extends object>(sql: string, params?: readonly SqlParam[]) => {
        queries += 1;
        return db.query<Row>(sql, params);
      },
      exec: (sql: string) => db.exec(sql),
    },
    queries: () => queries,
  };
}

async function store(settings: object, balance: number) {
  await t.database.db.query(
    "UPDATE members SET behavior_settings = $3::jsonb WHERE account_id = $1 AND id = $2",
    [sender.accountId, sender.memberId, JSON.stringify(settings)],
  );
  await t.database.db.query("UPDATE accounts SET balance = $2 WHERE id = $1", [sender.accountId, balance]);
}

const speaking = { source_type: "openai" } as const;

describe("a send's behaviour", () => {
  it("takes the stored settings, in one query with the balance", async () => {
    await store(
      { function_call_aggressiveness: 2, explicit_url_detection: true, commentary_enabled: true },
      100,
    );
    const { db, queries } = counting(t.database.db);
    expect(await behaviorForSend(db, { ...sender, language: "fr" }, speaking, undefined)).toEqual({
      aggressiveness: 2,
      explicitUrlDetection: true,
      commentary: { memberId: sender.memberId, language: "fr" },
    });
    expect(queries()).toBe(1);
  });

  it("lets the send's field win, key by key, and defaults what neither says", async () => {
    await store({ function_call_aggressiveness: 0 }, COMMENTARY_BALANCE_THRESHOLD);
    const sent = JSON.stringify({ explicit_url_detection: true, commentary_enabled: false });
    expect(await behaviorForSend(t.database.db, sender, speaking, sent)).toEqual({
      aggressiveness: 0,
      explicitUrlDetection: true,
      commentary: undefined,
    });
    await store({}, COMMENTARY_BALANCE_THRESHOLD);
    expect(await behaviorForSend(t.database.db, sender, speaking, "")).toMatchObject({
      aggressiveness: 1,
      explicitUrlDetection: false,
      commentary: { memberId: sender.memberId },
    });
  });

  it("speaks only with the balance and a model that can speak", async () => {
    await store({ commentary_enabled: true }, COMMENTARY_BALANCE_THRESHOLD - 1);
    expect((await behaviorForSend(t.database.db, sender, speaking, undefined)).commentary).toBeUndefined();
    await store({ commentary_enabled: true }, COMMENTARY_BALANCE_THRESHOLD);
    const mute = { source_type: "anthropic" } as const;
    expect((await behaviorForSend(t.database.db, sender, mute, undefined)).commentary).toBeUndefined();
  });

  it("refuses a field that is not JSON, or names a setting wrongly", async () => {
    await expect(behaviorForSend(t.database.db, sender, speaking, "{")).rejects.toMatchObject({
      statusCode: 400,
      message: "behavior_settings must be JSON",
    });
    await expect(
      behaviorForSend(t.database.db, sender, speaking, JSON.stringify({ function_call_aggressiveness: 7 })),
    ).rejects.toMatchObject({ statusCode: 400, message: "Invalid behaviour settings" });
  });
});
