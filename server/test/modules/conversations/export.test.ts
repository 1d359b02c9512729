// The markdown download of a conversation writes a reply as the chat shows it: reasoning, tool calls
// and smart thinking as quoted sections under the chat's titles, a provider error as "Error: …", an
// empty reply as the chat's notice, and never a raw chunk tag.
import { describe, expect, it } from "vitest";
import { conversationMarkdown } from "../../../src/modules/conversations/export.ts";
import type { MessageRow } from "../../../src/modules/messages/repository.ts";

const AT = new Date("2025-01-01T00:00:00.000Z");

function reply(
  content: string,
  status: MessageRow["status"] = "complete",
  error: string | null = null,
): MessageRow {
  return {
    id: 1,
    account_id: 1,
    conversation_id: 1,
    type: "assistant",
    sender_id: null,
    sender_name: null,
    sender_image_url: null,
    model_id: 1,
    model_display_name: "Offline demo",
    content,
    status,
    error,
    non_ai: false,
    sent_by_routine: false,
    cost: "0",
    created_at: AT,
    edited_at: null,
    tool_id: null,
    tool_data: null,
    snapshot_data: null,
  };
}

const RAW_TAG = /<\/?(think|tool|exception|smart_thinking)>/;

describe("conversationMarkdown", () => {
  it("quotes a reply's reasoning under 'Thoughts', then its markdown", () => {
    const md = conversationMarkdown(
      "Demo",
      [reply("<think>The message has 28 words.\nSecond line</think>## Echo\n\nHi")],
      AT,
    );
    expect(md).toContain("> **Thoughts**\n>\n> The message has 28 words.\n> Second line\n\n## Echo\n\nHi\n");
    expect(md).not.toMatch(RAW_TAG);
  });

  it("writes a provider error as 'Error: …' and the failed reply's error after it", () => {
    const md = conversationMarkdown(
      "Demo",
      [
        reply(
          "Partial<exception>The provider refused the request.</exception>",
          "failed",
          "Something went wrong with streaming messages.",
        ),
      ],
      AT,
    );
    expect(md).toContain(
      "(failed)\n\nPartial\n\n**Error:** The provider refused the request.\n\n**Error:** Something went wrong with streaming messages.\n",
    );
    expect(md).not.toMatch(RAW_TAG);
  });

  it("quotes tool calls and smart thinking, fences and all", () => {
    const md = conversationMarkdown(
      "Demo",
      [
        reply(
          '<tool>**search**\n\n```json\n{"q": 1}\n```</tool><smart_thinking>lookup(x)</smart_thinking>Done',
        ),
      ],
      AT,
    );
    expect(md).toContain(
      '> **Tool call**\n>\n> **search**\n>\n> ```json\n> {"q": 1}\n> ```\n\n> **Smart thinking**\n>\n> lookup(x)\n\nDone\n',
    );
    expect(md).not.toMatch(RAW_TAG);
  });

  it("writes an empty reply as the chat's notice, but not one still being written", () => {
    expect(conversationMarkdown("Demo", [reply("<think></think>")], AT)).toContain(
      "\n\n_Something went wrong. Try again._\n",
    );
    expect(conversationMarkdown("Demo", [reply("", "streaming")], AT)).toMatch(
      /\(still being written\)\n\n\n$/,
    );
  });
});
