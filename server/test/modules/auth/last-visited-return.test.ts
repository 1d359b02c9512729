import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sign-in after signing out", () => {
  it("goes back to the last visited path when no next is given; a next still wins", async () => {
    const client = createClient(t.app, ACME.host);
    expect((await client.login(ACME.email, ACME.password)).json().data.next).toBe("/");
    await client.post("/api/v1/authentication/logout/", { json: { last_visited_path: "/routines/7?tab=1" } });

    const back = createClient(t.app, ACME.host);
    expect((await back.login(ACME.email, ACME.password)).json().data.next).toBe("/routines/7?tab=1");
    const elsewhere = createClient(t.app, ACME.host);
    const res = await elsewhere.login(ACME.email, ACME.password, { next: "/conversations/new" });
    expect(res.json().data.next).toBe("/conversations/new");
  });
});
