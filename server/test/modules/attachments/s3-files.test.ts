// Attachments with PARLEY_S3_* set: the server keeps uploads in the bucket (not the data directory),
// serves them back to members, and removes them with their message.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { strToU8 } from "fflate";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createClient, type Client } from "../../helpers/client.ts";
import { offlineModelId, streamText } from "../../helpers/conversations.ts";
import { S3_BUCKET, startFakeS3, type FakeS3 } from "@parley/test-fakes/s3";
import { ACME, createTestApp, type TestApp } from "../../helpers/test-app.ts";
import { pdfWith } from "./fixtures.ts";
import { sendFiles } from "./send-files.ts";

let s3: FakeS3;
let t: TestApp;
let owner: Client;

/** Every object in the bucket (s3rver keeps `<key>._S3rver_object` files). */
async function objects(): Promise<string[]> {
  const root = path.join(s3.directory, S3_BUCKET);
  const entries = await readdir(root, { recursive: true });
  return entries.filter((e) => e.endsWith("._S3rver_object")).map((e) => e.replace("._S3rver_object", ""));
}

beforeAll(async () => {
  s3 = await startFakeS3();
  t = await createTestApp({
    env: { ...s3.env({ PARLEY_S3_PREFIX: "parley/" }), PARLEY_OFFLINE_CHUNK_DELAY_MS: "0" },
  });
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

it("stores uploads in the bucket, reads them for the model and for members, and removes them with the message", async () => {
  const model = String(await offlineModelId(t.database.db));
  const res = await sendFiles(t.app, owner, { message: "Read these", model_id: model }, [
    { filename: "brief.pdf", data: pdfWith("Launch moves to March") },
    { filename: "notes.txt", data: strToU8("kept in the bucket") },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  const sent = res.json().data as {
    conversation_id: number;
    user_message_id: number;
    assistant_message_id: number;
  };
  const keys = await t.database.db.query<{ storage_key: string; text_storage_key: string | null }>(
    "SELECT storage_key, text_storage_key FROM message_files WHERE message_id = $1 ORDER BY id",
    [sent.user_message_id],
  );
  expect(keys).toHaveLength(2);
  // Each document and, beside it, its extracted text.
  expect((await objects()).sort()).toEqual(
    keys
      .flatMap((k) => [k.storage_key, k.text_storage_key ?? ""])
      .filter((key) => key !== "")
      .map((key) => path.join("parley", key))
      .sort(),
  );
  expect(keys.every((k) => k.text_storage_key === `${k.storage_key}.txt`)).toBe(true);
  // Nothing under the data directory.
  await expect(readdir(path.join(t.config.dataDir, "files"))).rejects.toThrow(/ENOENT/);

  // The model read the PDF's text, fetched back from the bucket.
  expect(await streamText(owner, sent.assistant_message_id)).toContain("Launch moves to March");

  const page = (await owner.get(`/api/v1/conversations/${sent.conversation_id}/messages/`)).json();
  const user = page.results.find((m: { id: number }) => m.id === sent.user_message_id);
  const txt = user.upload_files.documents.find((d: { file_name: string }) => d.file_name === "notes.txt");
  const download = await owner.get(txt.url);
  expect(download.statusCode).toBe(200);
  expect(download.body).toBe("kept in the bucket");

  expect((await owner.request("DELETE", `/api/v1/messages/${sent.user_message_id}/`)).statusCode).toBe(200);
  expect(await objects()).toEqual([]);
});
