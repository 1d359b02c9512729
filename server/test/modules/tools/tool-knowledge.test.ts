// A tool's knowledge files reach the model like attachments of the message that runs it (again on
// regenerate), and DLP scans them like attached documents.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FakeOpenAI } from "@parley/test-fakes/openai-compatible-server";
import type { Client } from "../../helpers/client.ts";
import { send, streamText } from "../../helpers/conversations.ts";
import { startFakeProviderApp } from "../../helpers/fake-provider-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";
import { PNG_1X1 } from "../attachments/fixtures.ts";
import { patchTool } from "./tool-form.ts";

let t: TestApp;
let fake: FakeOpenAI;
let owner: Client;
let modelId = "";
let close: () => Promise<void>;

const lastUserText = () => {
  const body = fake.requests.filter((r) => r.path === "/v1/chat/completions").at(-1)?.body as {
    messages: { role: string; content: unknown }[];
  };
  const content = body.messages.findLast((m) => m.role === "user")?.content;
  return typeof content === "string"
    ? content
    : (content as { text?: string }[]).map((p) => p.text ?? "").join("");
};

async function toolWith(name: string, fileName: string, text: string): Promise<number> {
  const { id } = (await owner.post("/api/v1/tools/")).json<{ id: number }>();
  const saved = await patchTool(
    t.app,
    owner,
    id,
    {
      json_tool_data: JSON.stringify({
        model_prompt: "Answer from the notes.",
        metadata: { prompt_name: name },
      }),
    },
    [{ field: "documents", filename: fileName, data: new TextEncoder().encode(text) }],
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

beforeAll(async () => {
  const app = await startFakeProviderApp({
    providerModel: "fake-knowledge",
    script: () => ({ text: "Noted." }),
  });
  ({ t, fake, owner, modelId } = app);
  close = app.close;
});
afterAll(() => close());

describe("a tool's knowledge files", () => {
  it("reach the model with the message that runs the tool, and again on regenerate", async () => {
    const toolId = await toolWith("Colour oracle", "colours.txt", "In Parleyland the sky is green.");
    const ids = await send(owner, {
      message: "What colour is the sky?",
      model_id: modelId,
      tool_id: String(toolId),
    });
    expect(await streamText(owner, ids.assistant_message_id ?? 0)).toBe("Noted.");
    const text = lastUserText();
    expect(text).toContain("Answer from the notes.");
    expect(text).toContain('<document name="colours.txt">\nIn Parleyland the sky is green.\n</document>');

    const again = await owner.post("/api/v1/messages/send/", {
      multipart: {
        message: "",
        model_id: modelId,
        conversation_id: String(ids.conversation_id),
        regenerate_message_id: String(ids.assistant_message_id),
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await streamText(owner, ids.assistant_message_id ?? 0)).toBe("Noted.");
    expect(lastUserText()).toBe(text);

    // A message without the tool carries no knowledge.
    const plain = await send(owner, { message: "And grass?", model_id: modelId });
    await streamText(owner, plain.assistant_message_id ?? 0);
    expect(lastUserText()).not.toContain("Parleyland");
  });

  it("are scanned by DLP: sensitive data in them holds the reply, named by the file", async () => {
    const toolId = await toolWith("Billing helper", "billing.txt", "Card on file: 4111 1111 1111 1111");
    const before = fake.requests.length;
    const ids = await send(owner, { message: "Summarise.", model_id: modelId, tool_id: String(toolId) });
    const res = await owner.post("/api/v1/messages/stream/", {
      json: { message_id: ids.assistant_message_id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: "DLP validation failed",
      detail: { document_results: [{ name: "billing.txt" }] },
    });
    expect(fake.requests.length).toBe(before);
  });

  it("give their images to a model that reads images, and name them for one that does not", async () => {
    const { id: toolId } = (await owner.post("/api/v1/tools/")).json<{ id: number }>();
    const saved = await patchTool(
      t.app,
      owner,
      toolId,
      {
        json_tool_data: JSON.stringify({
          model_prompt: "Describe the chart.",
          metadata: { prompt_name: "Charts" },
        }),
      },
      [{ field: "images", filename: "chart.png", data: PNG_1X1 }],
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const blind = await send(owner, { message: "", model_id: modelId, tool_id: String(toolId) });
    await streamText(owner, blind.assistant_message_id ?? 0);
    expect(lastUserText()).toContain(
      '<document name="chart.png">\n(an image; this model does not read images)',
    );

    const vision = await owner.post("/api/v1/admin/models/", {
      json: {
        name: "fake-knowledge-vision",
        display_name: "Fake vision",
        source_type: "openai_compatible",
        provider_model: "fake-knowledge",
        base_url: fake.baseURL,
        supported_file_types: ["image", "document"],
      },
    });
    expect(vision.statusCode, vision.body).toBe(201);
    const seen = await send(owner, {
      message: "",
      model_id: String(vision.json().id),
      tool_id: String(toolId),
    });
    await streamText(owner, seen.assistant_message_id ?? 0);
    const request = fake.requests.filter((r) => r.path === "/v1/chat/completions").at(-1)?.body as {
      messages: { role: string; content: unknown }[];
    };
    const parts = request.messages.findLast((m) => m.role === "user")?.content as {
      type: string;
      image_url?: { url: string };
    }[];
    expect(parts.find((p) => p.type === "image_url")?.image_url?.url).toBe(
      `data:image/png;base64,${Buffer.from(PNG_1X1).toString("base64")}`,
    );
  });
});
