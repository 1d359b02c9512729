// A tool's icon and knowledge files: the icon (.jpg/.png by content, at most 10 MB, the spec's
// errors) is served to whoever sees the tool; knowledge files are listed, served and removed for
// whoever may view or edit the settings; another member's Personal tool and another workspace get 404.
import { toolIconErrors, toolPageSchema, toolSchema } from "@parley/shared-contracts/api/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { signedInMember } from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { PNG_1X1 } from "../attachments/fixtures.ts";
import { patchTool } from "./tool-form.ts";

let t: TestApp;
let owner: Client;
let member: Client;
let globex: Client;
const JPEG = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
]);
const GIF = new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000");
const b64 = (data: Uint8Array) => Buffer.from(data).toString("base64");
const json = (value: unknown) => ({ json_tool_data: JSON.stringify(value) });

beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
  member = (await signedInMember(t.app, t.database.db, "kim@acme.test")).client;
  globex = createClient(t.app, GLOBEX.host);
  expect((await globex.login(GLOBEX.email, GLOBEX.password)).statusCode).toBe(200);
});
afterAll(() => t.close());

async function newTool(client: Client, name: string): Promise<number> {
  const { id } = (await client.post("/api/v1/tools/")).json<{ id: number }>();
  const named = await patchTool(t.app, client, id, json({ metadata: { prompt_name: name } }));
  expect(named.statusCode, named.body).toBe(200);
  return id;
}

describe("the tool icon", () => {
  it("takes a PNG or JPEG, serves it to the list's avatar, and removes it", async () => {
    const id = await newTool(owner, "Iconic");
    const saved = await patchTool(t.app, owner, id, json({ avatar: b64(PNG_1X1), avatar_type: "image/png" }));
    expect(saved.statusCode, saved.body).toBe(200);
    const avatar = toolSchema.parse(saved.json()).avatar;
    expect(avatar).toMatch(new RegExp(`^/api/v1/tools/${id}/avatar/\\?v=\\d+$`));
    const listed = toolPageSchema.parse((await owner.get("/api/v1/tools/?search=Iconic")).json());
    expect(listed.results[0]?.avatar).toBe(avatar);
    const served = await owner.get(avatar ?? "");
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(Buffer.from(PNG_1X1))).toBe(true);

    const jpeg = await patchTool(t.app, owner, id, json({ avatar: b64(JPEG), avatar_type: "image/jpeg" }));
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    const jpegUrl = toolSchema.parse(jpeg.json()).avatar ?? "";
    expect((await owner.get(jpegUrl)).headers["content-type"]).toBe("image/jpeg");

    const removed = await patchTool(t.app, owner, id, json({ avatar: null }));
    expect(toolSchema.parse(removed.json()).avatar).toBeNull();
    expect((await owner.get(`/api/v1/tools/${id}/avatar/`)).statusCode).toBe(404);
  });

  it("refuses another type (by content as well as by its claimed type) and more than 10 MB", async () => {
    const id = await newTool(owner, "Picky");
    for (const attempt of [
      { avatar: b64(GIF), avatar_type: "image/png" },
      { avatar: b64(PNG_1X1), avatar_type: "image/jpeg" },
      { avatar: b64(new TextEncoder().encode("not an image at all")) },
    ]) {
      const refused = await patchTool(t.app, owner, id, json(attempt));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(toolIconErrors.type);
    }
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG_1X1);
    const tooBig = await patchTool(t.app, owner, id, json({ avatar: b64(big), avatar_type: "image/png" }));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.message).toBe(toolIconErrors.size);
    expect(toolSchema.parse((await owner.get(`/api/v1/tools/${id}/`)).json()).avatar).toBeNull();
  });
});

describe("knowledge files", () => {
  it("are uploaded, listed, served and removed, checked like attachments", async () => {
    const id = await newTool(owner, "Knower");
    const added = await patchTool(t.app, owner, id, {}, [
      { field: "documents", filename: "facts.txt", data: new TextEncoder().encode("The sky is green here.") },
      { field: "images", filename: "dot.png", data: PNG_1X1 },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const files = toolSchema.parse(added.json()).upload_files;
    expect(files.documents.map((f) => f.file_name)).toEqual(["facts.txt"]);
    expect(files.images.map((f) => f.file_name)).toEqual(["dot.png"]);
    const doc = files.documents[0];
    const served = await owner.get(doc?.url ?? "");
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe("The sky is green here.");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");

    // Typed by content: a "PNG" that is text, an image sent as a document, an unknown type.
    for (const bad of [
      { field: "images" as const, filename: "fake.png", data: new TextEncoder().encode("text") },
      { field: "documents" as const, filename: "dot.png", data: PNG_1X1 },
      { field: "documents" as const, filename: "run.exe", data: new Uint8Array([0x4d, 0x5a, 0, 0]) },
    ])
      expect((await patchTool(t.app, owner, id, {}, [bad])).statusCode).toBe(400);

    const removed = await patchTool(t.app, owner, id, {
      remove_documents: JSON.stringify([doc?.id]),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(toolSchema.parse(removed.json()).upload_files.documents).toEqual([]);
    expect((await owner.get(doc?.url ?? "")).statusCode).toBe(404);
  });

  it("are at most 20 a tool, and at most 10 in one update", async () => {
    const id = await newTool(owner, "Hoarder");
    const batch = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => ({
        field: "documents" as const,
        filename: `note-${from + i}.txt`,
        data: new TextEncoder().encode(`note ${from + i}`),
      }));
    expect((await patchTool(t.app, owner, id, {}, batch(11, 0))).statusCode).toBe(400);
    expect((await patchTool(t.app, owner, id, {}, batch(10, 0))).statusCode).toBe(200);
    expect((await patchTool(t.app, owner, id, {}, batch(10, 10))).statusCode).toBe(200);
    const full = await patchTool(t.app, owner, id, {}, batch(1, 20));
    expect(full.statusCode).toBe(400);
    expect(full.json().error.message).toBe("A tool keeps at most 20 knowledge files");
    const tool = toolSchema.parse((await owner.get(`/api/v1/tools/${id}/`)).json());
    expect(tool.upload_files.documents).toHaveLength(20);
  });

  it("follow the settings permission: members view an Account tool's files only with View, never edit them", async () => {
    const shared = await newTool(owner, "Shared knowledge");
    const saved = await patchTool(
      t.app,
      owner,
      shared,
      { ...json({ tool_type: "Account", member_access: { prompt: "View", settings: "View" } }) },
      [{ field: "documents", filename: "notes.md", data: new TextEncoder().encode("# Notes") }],
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const url = toolSchema.parse(saved.json()).upload_files.documents[0]?.url ?? "";

    const seen = toolSchema.parse((await member.get(`/api/v1/tools/${shared}/`)).json());
    expect(seen.upload_files.documents.map((f) => f.file_name)).toEqual(["notes.md"]);
    expect((await member.get(url)).statusCode).toBe(200);
    const upload = await patchTool(t.app, member, shared, {}, [
      { field: "documents", filename: "mine.txt", data: new TextEncoder().encode("x") },
    ]);
    expect(upload.statusCode).toBe(403);
    const fileId = String(seen.upload_files.documents[0]?.id);
    expect((await patchTool(t.app, member, shared, { remove_documents: fileId })).statusCode).toBe(403);
    expect((await patchTool(t.app, member, shared, json({ avatar: b64(PNG_1X1) }))).statusCode).toBe(403);

    await patchTool(t.app, owner, shared, json({ member_access: { prompt: "View", settings: "None" } }));
    const hidden = toolSchema.parse((await member.get(`/api/v1/tools/${shared}/`)).json());
    expect(hidden.upload_files).toEqual({ images: [], documents: [] });
    expect((await member.get(url)).statusCode).toBe(404);
    // Still there for the owner.
    expect((await owner.get(url)).statusCode).toBe(200);
  });

  it("are changed by owners and admins on an Account tool, by nobody on a System tool", async () => {
    const admin = (await signedInMember(t.app, t.database.db, "ida@acme.test", "admin")).client;
    const shared = await newTool(owner, "Team knowledge");
    await patchTool(t.app, owner, shared, json({ tool_type: "Account" }));
    const byAdmin = await patchTool(t.app, admin, shared, json({ avatar: b64(PNG_1X1) }), [
      { field: "documents", filename: "admin.txt", data: new TextEncoder().encode("from the admin") },
    ]);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(toolSchema.parse(byAdmin.json()).upload_files.documents.map((f) => f.file_name)).toEqual([
      "admin.txt",
    ]);

    const system = toolPageSchema
      .parse((await owner.get("/api/v1/tools/?page_size=100")).json())
      .results.find((tool) => tool.tool_type === "System");
    for (const client of [owner, admin, member]) {
      const refused = await patchTool(t.app, client, system?.id ?? 0, json({ avatar: b64(PNG_1X1) }), [
        { field: "documents", filename: "x.txt", data: new TextEncoder().encode("x") },
      ]);
      expect(refused.statusCode).toBe(403);
    }
  });

  it("are 404 for another member's Personal tool and for another workspace", async () => {
    const id = await newTool(owner, "Private knowledge");
    const saved = await patchTool(t.app, owner, id, json({ avatar: b64(PNG_1X1) }), [
      { field: "documents", filename: "secret.txt", data: new TextEncoder().encode("secret") },
    ]);
    const tool = toolSchema.parse(saved.json());
    const url = tool.upload_files.documents[0]?.url ?? "";
    for (const other of [member, globex]) {
      expect((await other.get(url)).statusCode).toBe(404);
      expect((await other.get(`/api/v1/tools/${id}/avatar/`)).statusCode).toBe(404);
      const write = await patchTool(t.app, other, id, {}, [
        { field: "documents", filename: "x.txt", data: new TextEncoder().encode("x") },
      ]);
      expect(write.statusCode).toBe(404);
    }
  });

  it("leave the file store when their tool is deleted", async () => {
    const id = await newTool(owner, "Short-lived");
    const saved = await patchTool(t.app, owner, id, json({ avatar: b64(PNG_1X1) }), [
      { field: "documents", filename: "gone.txt", data: new TextEncoder().encode("soon gone") },
    ]);
    expect(saved.statusCode).toBe(200);
    const keys = await t.database.db.query<{ storage_key: string; text_storage_key: string | null }>(
      "SELECT storage_key, text_storage_key FROM tool_files WHERE tool_id = $1",
      [id],
    );
    const icon = await t.database.db.query<{ avatar_storage_key: string }>(
      "SELECT avatar_storage_key FROM tools WHERE id = $1",
      [id],
    );
    const stored = [keys[0]?.storage_key, keys[0]?.text_storage_key, icon[0]?.avatar_storage_key];
    for (const key of stored) expect(await t.app.fileStore.get(key ?? "")).toBeDefined();
    expect((await owner.delete(`/api/v1/tools/${id}/`)).statusCode).toBe(204);
    for (const key of stored) expect(await t.app.fileStore.get(key ?? "")).toBeUndefined();
  });
});
