// Files attached to a send, over HTTP: stored and listed in upload_files, their text in the model's
// prompt, the spec's limits, and downloads only for members of the conversation.
import { strToU8 } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "../../helpers/client.ts";
import { createClient } from "../../helpers/client.ts";
import { offlineModelId, signedInMember, streamText } from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { docxWith, PNG_1X1, pdfWith } from "./fixtures.ts";
import { sendFiles, type SendWithArgs } from "./send-files.ts";

let t: TestApp;
let owner: Client;
let colleague: Client;
let globex: Client;
let model: string;

const sendWith = (...args: SendWithArgs) => sendFiles(t.app, ...args);

beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_OFFLINE_CHUNK_DELAY_MS: "0" } });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  ({ client: colleague } = await signedInMember(t.app, t.database.db, "colleague@acme.test"));
  globex = createClient(t.app, GLOBEX.host);
  await globex.login(GLOBEX.email, GLOBEX.password);
  model = String(await offlineModelId(t.database.db));
});
afterAll(() => t.close());

describe("sending files", () => {
  let conversationId = 0;
  let documentUrl = "";

  it("stores documents, lists them on the message, and the model reads their text", async () => {
    const res = await sendWith(owner, { message: "Summarise the attachments", model_id: model }, [
      { filename: "q3 report.pdf", data: pdfWith("Revenue rose to 42 million") },
      { filename: "plan.docx", data: docxWith(["Hire two engineers"]) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json().data as {
      conversation_id: number;
      user_message_id: number;
      assistant_message_id: number;
    };
    conversationId = sent.conversation_id;
    const reply = await streamText(owner, sent.assistant_message_id);
    // The offline model echoes what it read: the documents' text was in its prompt.
    expect(reply).toContain("Revenue rose to 42 million");
    expect(reply).toContain("Hire two engineers");

    const page = (await owner.get(`/api/v1/conversations/${conversationId}/messages/`)).json();
    const user = page.results.find((m: { id: number }) => m.id === sent.user_message_id);
    expect(user.upload_files.images).toEqual([]);
    expect(user.upload_files.documents.map((d: { file_name: string }) => d.file_name)).toEqual([
      "q3 report.pdf",
      "plan.docx",
    ]);
    documentUrl = user.upload_files.documents[0].url;
    expect(documentUrl).toMatch(/^\/api\/v1\/files\/\d+\/q3%20report\.pdf$/);
  });

  it("serves a file to members of the conversation only", async () => {
    const mine = await owner.get(documentUrl);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("application/pdf");
    expect(mine.headers["x-content-type-options"]).toBe("nosniff");
    expect(mine.headers["content-disposition"]).toContain("filename*=UTF-8''q3%20report.pdf");
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // A colleague who is not in the conversation, another workspace, and no session.
    expect((await colleague.get(documentUrl)).statusCode).toBe(404);
    expect((await globex.get(documentUrl)).statusCode).toBe(404);
    expect((await createClient(t.app, ACME.host).get(documentUrl)).statusCode).toBe(401);
  });

  it("refuses 11 files, more than 20 MB, and images for a model that does not read them", async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      filename: `n${i}.txt`,
      data: strToU8(`note ${i}`),
    }));
    const tooMany = await sendWith(owner, { message: "many", model_id: model }, eleven);
    expect(tooMany.json()).toMatchObject({
      error: { code: "too_many_files", message: "You can only upload up to 10 files at a time" },
    });
    const big = new Uint8Array(11 * 1024 * 1024).fill(0x61);
    const tooLarge = await sendWith(owner, { message: "big", model_id: model }, [
      { filename: "a.txt", data: big },
      { filename: "b.txt", data: big },
    ]);
    expect(tooLarge.json()).toMatchObject({
      error: { code: "upload_too_large", message: "You can only upload up to 20MB of files at a time" },
    });
    const image = await sendWith(owner, { message: "look", model_id: model }, [
      { filename: "p.png", data: PNG_1X1 },
    ]);
    expect(image.json()).toMatchObject({
      error: {
        code: "file_not_supported_by_model",
        message: "Some files are not supported by the current model",
      },
    });
    const doc = await sendWith(owner, { message: "old", model_id: model }, [
      { filename: "old.doc", data: Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]) },
    ]);
    expect(doc.json().error.code).toBe("doc_not_supported");
    // Nothing of a refused send was kept.
    const rows = await t.database.db.query(
      "SELECT id FROM message_files WHERE file_name IN ('n0.txt', 'p.png', 'a.txt')",
    );
    expect(rows).toEqual([]);
  });

  it("takes an image in a message to people only, and serves it inline", async () => {
    const res = await sendWith(
      owner,
      { message: "", non_ai: "true", conversation_id: String(conversationId) },
      [{ filename: "pixel.png", data: PNG_1X1 }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = (await owner.get(`/api/v1/conversations/${conversationId}/messages/`)).json();
    const last = page.results.at(-1);
    expect(last.upload_files.images).toHaveLength(1);
    const image = await owner.get(last.upload_files.images[0].url);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["content-disposition"]).toMatch(/^inline/);
  });

  it("removes the stored files with their message", async () => {
    const res = await sendWith(
      owner,
      { message: "temporary", non_ai: "true", conversation_id: String(conversationId) },
      [{ filename: "temp.txt", data: strToU8("delete me") }],
    );
    const messageId = res.json().data.user_message_id as number;
    const [row] = await t.database.db.query<{
      storage_key: string;
      text_storage_key: string;
      extracted_text: string | null;
    }>("SELECT storage_key, text_storage_key, extracted_text FROM message_files WHERE message_id = $1", [
      messageId,
    ]);
    expect(await t.app.fileStore.get(row!.storage_key)).toBeDefined();
    // The extracted text sits beside the file, not in the database.
    expect(row!.extracted_text).toBeNull();
    expect(new TextDecoder().decode(await t.app.fileStore.get(row!.text_storage_key))).toBe("delete me");
    expect((await owner.request("DELETE", `/api/v1/messages/${messageId}/`)).statusCode).toBe(200);
    expect(await t.app.fileStore.get(row!.storage_key)).toBeUndefined();
    expect(await t.app.fileStore.get(row!.text_storage_key)).toBeUndefined();
  });
});
