// Spoken commentary end to end: a reply from a model on the fake OpenAI-compatible provider, the
// provider's speech endpoint answering audio, and the commentary_audio events on the sender's socket.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_SPEECH_AUDIO } from "@parley/test-fakes/openai-compatible-server";
import type { FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import type { Client } from "../../helpers/client.ts";
import { accountId, offlineModelId, signedInMember, streamText } from "../../helpers/conversations.ts";
import { startFakeProviderApp } from "../../helpers/fake-provider-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { connect, listen } from "../realtime/ws-client.ts";
import type { TestSocket } from "../realtime/ws-client.ts";

const OPENING = "Paris is the capital of France.";
const ANSWER = `${OPENING} ${"It has many museums and a long history. ".repeat(20)}`;

let t: TestApp;
let fake: FakeOpenAI;
let owner: Client;
let colleague: Client;
let modelId = "";
let port = 0;
let close: () => Promise<void>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  const app = await startFakeProviderApp({
    providerModel: "fake-speaker",
    script: () => ({ text: ANSWER }),
    env: { PARLEY_SPEECH_TIMEOUT_MS: "2000" },
  });
  ({ t, fake, owner, modelId } = app);
  close = app.close;
  port = await listen(t.app);
  colleague = (await signedInMember(t.app, t.database.db, "colleague@acme.test")).client;
});
afterAll(async () => {
  for (const socket of sockets) socket.ws.terminate();
  await close();
});
beforeEach(() => {
  fake.setSpeechScript(() => ({}));
  owner.jar.delete("parley_language");
});

async function socketOf(client: Client): Promise<TestSocket> {
  const socket = await connect({ port, host: "acme.localhost", cookie: client.cookieHeader() });
  sockets.push(socket);
  return socket;
}

const audioFrames = (socket: TestSocket) => socket.frames.filter((f) => f.type === "commentary_audio");

/** Sends a message with one attached text file and reads the whole reply. */
async function replyWithFile(fields: Record<string, string> = {}, model = modelId): Promise<string> {
  const res = await owner.post("/api/v1/messages/send/", {
    multipart: {
      message: "What is this about?",
      model_id: model,
      files: { filename: "notes.txt", content: "Notes about Paris.", type: "text/plain" },
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return streamText(owner, res.json().data.assistant_message_id);
}

/** The same, then waits until the reply's commentary is spoken or dropped. */
async function sendWithFile(fields: Record<string, string> = {}, model = modelId): Promise<string> {
  const text = await replyWithFile(fields, model);
  await t.app.generation.whenIdle();
  return text;
}

describe("commentary audio", () => {
  it("speaks the file reading and the long answer's first sentence to the sender only", async () => {
    const mine = await socketOf(owner);
    const theirs = await socketOf(colleague);
    const spokenBefore = fake.spokenTexts().length;
    expect(await sendWithFile()).toBe(ANSWER);

    expect(fake.spokenTexts().slice(spokenBefore)).toEqual(["Reading 1 file…", `Answer ready: ${OPENING}`]);
    const speech = fake.requests.filter((r) => r.path === "/v1/audio/speech").at(-1);
    expect(speech?.body).toMatchObject({ model: "tts-1", voice: "alloy", response_format: "mp3" });
    await expect.poll(() => audioFrames(mine).length).toBe(2);
    for (const frame of audioFrames(mine)) {
      expect(new Uint8Array(Buffer.from(String(frame.audio_data), "base64"))).toEqual(FAKE_SPEECH_AUDIO);
      const created = Date.parse(String(frame.created_at));
      expect(Date.now() - created).toBeLessThan(5000);
    }
    // The colleague's socket works (it would see their own events) but hears nothing of this reply.
    expect(audioFrames(theirs)).toEqual([]);
  });

  it("speaks in the language the member chose", async () => {
    owner.jar.set("parley_language", "fr");
    const spokenBefore = fake.spokenTexts().length;
    await sendWithFile();
    expect(fake.spokenTexts().slice(spokenBefore)).toEqual([
      "Lecture de 1 fichier…",
      `Réponse prête : ${OPENING}`,
    ]);
  });

  it("speaks again for a regenerated reply, reading the question's file again", async () => {
    const sent = await owner.post("/api/v1/messages/send/", {
      multipart: {
        message: "Once more?",
        model_id: modelId,
        files: { filename: "notes.txt", content: "Notes about Lyon.", type: "text/plain" },
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const ids = sent.json().data;
    await streamText(owner, ids.assistant_message_id);
    await t.app.generation.whenIdle();
    const spokenBefore = fake.spokenTexts().length;
    const again = await owner.post("/api/v1/messages/send/", {
      multipart: { message: "", regenerate_message_id: String(ids.assistant_message_id), model_id: modelId },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await streamText(owner, ids.assistant_message_id)).toBe(ANSWER);
    await t.app.generation.whenIdle();
    expect(fake.spokenTexts().slice(spokenBefore)).toEqual(["Reading 1 file…", `Answer ready: ${OPENING}`]);
  });

  it("stays silent with commentary off, for the offline model, and below the balance threshold", async () => {
    const mine = await socketOf(owner);
    const spokenBefore = fake.spokenTexts().length;
    // Off for this send (the chat box sends the member's behaviour settings with it).
    await sendWithFile({ behavior_settings: JSON.stringify({ commentary_enabled: false }) });
    // Off in the stored setting.
    const off = await owner.patch("/api/v1/members/behavior_settings/", {
      json: { commentary_enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await sendWithFile();
    expect(
      (await owner.patch("/api/v1/members/behavior_settings/", { json: { commentary_enabled: true } }))
        .statusCode,
    ).toBe(200);
    // The offline model has no speech.
    const offline = await offlineModelId(t.database.db);
    expect(await sendWithFile({}, String(offline))).not.toBe("");
    // A workspace whose balance is below the threshold.
    const acme = await accountId(t.database.db, "acme");
    await t.database.db.query("UPDATE accounts SET balance = 0.05 WHERE id = $1", [acme]);
    try {
      await sendWithFile();
    } finally {
      await t.database.db.query("UPDATE accounts SET balance = 25 WHERE id = $1", [acme]);
    }
    expect(fake.spokenTexts().slice(spokenBefore)).toEqual([]);
    expect(audioFrames(mine)).toEqual([]);

    // Back on: it speaks again (the silence above was the settings, not a broken setup).
    await sendWithFile();
    expect(fake.spokenTexts().slice(spokenBefore)).toHaveLength(2);
  });

  it("does not break the reply when speech fails or is too slow", async () => {
    const mine = await socketOf(owner);
    fake.setSpeechScript(() => ({ httpError: { status: 500, message: "speech is down" } }));
    expect(await sendWithFile()).toBe(ANSWER);
    // Slower than PARLEY_SPEECH_TIMEOUT_MS (2 s): the reply does not wait for it, the line is dropped.
    fake.setSpeechScript(() => ({ delayMs: 8000 }));
    const started = performance.now();
    expect(await replyWithFile()).toBe(ANSWER);
    expect(performance.now() - started).toBeLessThan(1500);
    await t.app.generation.whenIdle();
    expect(performance.now() - started).toBeLessThan(6000);
    expect(audioFrames(mine)).toEqual([]);
    // Both lines were asked for (at once, beside the reply) and both were dropped.
    expect(fake.spokenTexts().slice(-2)).toEqual(["Reading 1 file…", `Answer ready: ${OPENING}`]);
  });
});
