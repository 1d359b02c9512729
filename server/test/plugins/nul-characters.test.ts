// A NUL character (U+0000) in any text of a request — a conversation name, a profile name, a
// message, an edit, a file name — is a clear 400, never a database error, and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUL_MESSAGE } from "../../src/lib/nul-characters.ts";
import { createClient } from "../helpers/client.ts";
import type { Client } from "../helpers/client.ts";
import { offlineModelId, send } from "../helpers/conversations.ts";
import { ACME, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";
import { sendFiles } from "../modules/attachments/send-files.ts";

let t: TestApp;
let owner: Client;
let model: string;
const NUL = "\u0000";

beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_OFFLINE_CHUNK_DELAY_MS: "0" } });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  model = String(await offlineModelId(t.database.db));
});
afterAll(() => t.close());

function expectNulRefused(res: { statusCode: number; json(): unknown }): void {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: { message: NUL_MESSAGE, code: "nul_character" } });
}

describe("NUL characters", () => {
  it("refuses them in a conversation name and keeps the old name", async () => {
    const ids = await send(owner, { message: "Hello", model_id: model });
    const url = `/api/v1/conversations/${ids.conversation_id}/`;
    const before = (await owner.get(url)).json().name;
    expectNulRefused(await owner.patch(url, { json: { name: `bad${NUL}name` } }));
    expect((await owner.get(url)).json().name).toBe(before);
  });

  it("refuses them in a message, an edit and a file name", async () => {
    const count = async () => (await t.database.db.query("SELECT id FROM messages")).length;
    const before = await count();
    expectNulRefused(
      await owner.post("/api/v1/messages/send/", { multipart: { message: `hi${NUL}`, model_id: model } }),
    );
    expectNulRefused(
      await sendFiles(t.app, owner, { message: "with a file", model_id: model }, [
        { filename: `no${NUL}te.txt`, data: new TextEncoder().encode("plain text") },
      ]),
    );
    expect(await count()).toBe(before);
    const ids = await send(owner, { message: "Original", model_id: model });
    expectNulRefused(
      await owner.patch(`/api/v1/messages/${ids.user_message_id}/`, { json: { content: `x${NUL}` } }),
    );
  });

  it("refuses them in the profile name (JSON and the multipart profile form)", async () => {
    expectNulRefused(await owner.patch("/api/v1/members/detail", { json: { name: `Ow${NUL}ner` } }));
    const boundary = "----nul-boundary";
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/v1/members/detail",
      headers: {
        host: ACME.host,
        cookie: owner.cookieHeader(),
        "x-csrf-token": owner.jar.get("parley_csrf") ?? "",
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nOw${NUL}ner\r\n--${boundary}--\r\n`,
    });
    expectNulRefused(res);
    expect((await owner.get("/api/v1/members/detail")).json().name).not.toContain(NUL);
  });

  it("refuses them in query strings", async () => {
    expectNulRefused(await owner.get(`/api/v1/conversations/?search=a${encodeURIComponent(NUL)}`));
  });
});
