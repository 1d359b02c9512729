import type { ApiFetch } from "@parley/shared-contracts/shell";
import { describe, expect, it, vi } from "vitest";
import { sendMessage } from "./send-message.ts";

/** An api that records the form it was sent and answers a new conversation. */
function recordingApi() {
  const forms: FormData[] = [];
  const api = vi.fn<ApiFetch>(async (_path, init) => {
    forms.push(init?.body as FormData);
    return new Response(JSON.stringify({ data: { conversation_id: 7 } }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  return { api, forms };
}

describe("sendMessage", () => {
  const base = { message: "hi", conversationId: 0, modelId: 3, nonAi: false, browserSessionId: "tab-1" };

  it("names the paired desktop as local_mcp_server_id", async () => {
    const { api, forms } = recordingApi();
    await sendMessage(api, { ...base, desktopUuid: "3f1c2f6e-6a43-4d7b-9d55-3ae7f6f0e2a1" });
    expect(forms[0]?.get("local_mcp_server_id")).toBe("3f1c2f6e-6a43-4d7b-9d55-3ae7f6f0e2a1");
    expect(forms[0]?.get("browser_session_id")).toBe("tab-1");
  });

  it("leaves the field out without a paired desktop", async () => {
    const { api, forms } = recordingApi();
    await sendMessage(api, base);
    expect(forms[0]?.has("local_mcp_server_id")).toBe(false);
  });
});
