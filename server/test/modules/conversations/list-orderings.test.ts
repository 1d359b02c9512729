// The conversation list sorts by the spec's size, duration and similarity as well (400 before):
// size by characters, duration from first to last activity, similarity by how well the title matches
// the search — best first even when asked ascending, and the newest first without a search.
import { conversationPageSchema } from "@parley/shared-contracts/api/conversations";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { accountId, send } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
const ids: Record<"short" | "long" | "middle", number> = { short: 0, long: 0, middle: 0 };

async function names(query: string): Promise<string[]> {
  const res = await owner.get(`/api/v1/conversations/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return conversationPageSchema.parse(res.json()).results.map((row) => row.name);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  const make = async (name: string, message: string) => {
    const { conversation_id } = await send(owner, { message, non_ai: "true" });
    await owner.patch(`/api/v1/conversations/${conversation_id}/`, { json: { name } });
    return conversation_id;
  };
  ids.short = await make("the budget", "Budget note");
  ids.long = await make("budget budget budget", "A much longer message about the budget of the year ahead");
  ids.middle = await make("travel plans", "Ask about the budget for travel");
  // Known spans of activity: short lasted 3 days, long 1 day, middle 2 days.
  const acme = await accountId(t.database.db, "acme");
  for (const [id, days] of [
    [ids.short, 3],
    [ids.long, 1],
    [ids.middle, 2],
  ] as const)
    await t.database.db.query(
      `UPDATE conversations SET created_at = now() - make_interval(days => $3), modified_at = now()
       WHERE account_id = $1 AND id = $2`,
      [acme, id, days],
    );
});
afterAll(() => t.close());

describe("conversation list orderings", () => {
  it("sorts by size, both ways", async () => {
    expect(await names("?ordering=size")).toEqual(["the budget", "travel plans", "budget budget budget"]);
    expect(await names("?ordering=-size")).toEqual(["budget budget budget", "travel plans", "the budget"]);
  });

  it("sorts by duration, both ways", async () => {
    expect(await names("?ordering=duration")).toEqual(["budget budget budget", "travel plans", "the budget"]);
    expect(await names("?ordering=-duration")).toEqual([
      "the budget",
      "travel plans",
      "budget budget budget",
    ]);
  });

  it("sorts a search by similarity, best first whichever way it is asked", async () => {
    for (const ordering of ["similarity", "-similarity"])
      expect(await names(`?search=budget&ordering=${ordering}`), ordering).toEqual([
        "budget budget budget",
        "the budget",
        "travel plans",
      ]);
    // Without a search there is nothing to be similar to: the newest first.
    expect(await names("?ordering=similarity")).toEqual(await names("?ordering=-modified"));
  });

  it("still refuses an unknown ordering", async () => {
    expect((await owner.get("/api/v1/conversations/?ordering=colour")).statusCode).toBe(400);
  });
});
