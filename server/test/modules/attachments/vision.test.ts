// Images go to models that read them: the OpenAI-compatible request carries the image as an
// image_url data URL next to the text; a document's text rides in the same message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import type { Client } from "../../helpers/client.ts";
import { streamText } from "../../helpers/conversations.ts";
import { startFakeProviderApp } from "../../helpers/fake-provider-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { docxWith, PNG_1X1 } from "./fixtures.ts";

let t: TestApp;
let fake: FakeOpenAI;
let owner: Client;
let modelId = "";
let close: () => Promise<void>;

beforeAll(async () => {
  const app = await startFakeProviderApp({
    providerModel: "fake-vision",
    script: () => ({ text: "A tiny image." }),
    model: { supported_file_types: ["image", "document"] },
  });
  ({ t, fake, owner, modelId } = app);
  close = app.close;
});
afterAll(() => close());

describe("images for a vision model", () => {
  it("sends the image as an image_url part and the document's text with the message", async () => {
    const boundary = "----parley-vision";
    const part = (name: string, value: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const file = (filename: string, data: Uint8Array) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\n` +
            "Content-Type: application/octet-stream\r\n\r\n",
        ),
        Buffer.from(data),
        Buffer.from("\r\n"),
      ]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/messages/send/",
      headers: {
        host: owner.host,
        cookie: [...owner.jar].map(([k, v]) => `${k}=${v}`).join("; "),
        "x-csrf-token": owner.jar.get("parley_csrf") ?? "",
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        part("message", "What is in the picture?"),
        part("model_id", modelId),
        file("pixel.png", PNG_1X1),
        file("brief.docx", docxWith(["Brief: describe colours"])),
        Buffer.from(`--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await streamText(owner, res.json().data.assistant_message_id)).toBe("A tiny image.");
    const request = fake.requests.filter((r) => r.path === "/v1/chat/completions").at(-1)?.body as {
      messages: { role: string; content: unknown }[];
    };
    const user = request.messages.findLast((m) => m.role === "user");
    const parts = user?.content as { type: string; text?: string; image_url?: { url: string } }[];
    expect(parts[0]?.type).toBe("text");
    expect(parts[0]?.text).toContain("What is in the picture?");
    expect(parts[0]?.text).toContain("Brief: describe colours");
    expect(parts[1]?.type).toBe("image_url");
    expect(parts[1]?.image_url?.url).toBe(`data:image/png;base64,${Buffer.from(PNG_1X1).toString("base64")}`);
  });
});
