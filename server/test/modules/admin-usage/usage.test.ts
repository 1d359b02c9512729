// The admin site's usage report: cost per member and model over a period, per day; admins only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UsageReport } from "@parley/shared-contracts/api/admin-usage";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { offlineModelId, send, signedInMember, streamText } from "../../helpers/conversations.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;

beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_OFFLINE_CHUNK_DELAY_MS: "0" } });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
});
afterAll(() => t.close());

describe("usage", () => {
  it("sums the replies' cost per member and model, and per day", async () => {
    const model = String(await offlineModelId(t.database.db));
    const sent = await send(owner, { message: "Hello", model_id: model });
    await streamText(owner, sent.assistant_message_id!);
    // The offline model is free: give the reply a price as a provider's would have.
    await t.database.db.query("UPDATE messages SET cost = 0.25 WHERE id = $1", [sent.assistant_message_id]);
    const today = new Date().toISOString().slice(0, 10);
    const res = await owner.get(`/api/v1/admin/usage/?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const report = res.json<UsageReport>();
    expect(report.rows).toEqual([
      expect.objectContaining({
        member: ACME.email,
        model: "Offline demo",
        replies: 1,
        cost: "0.2500000000",
      }),
    ]);
    expect(report.days).toEqual([{ day: today, cost: "0.2500000000" }]);
    expect(report.total_cost).toBe("0.250000");
    const earlier = await owner.get("/api/v1/admin/usage/?from=2020-01-01&to=2020-01-31");
    expect(earlier.json<UsageReport>().rows).toEqual([]);
  });

  it("refuses a backwards period and members", async () => {
    expect((await owner.get("/api/v1/admin/usage/?from=2026-02-01&to=2026-01-01")).statusCode).toBe(400);
    const member = await signedInMember(t.app, t.database.db, "counting@acme.test");
    expect((await member.client.get("/api/v1/admin/usage/")).statusCode).toBe(403);
  });
});
