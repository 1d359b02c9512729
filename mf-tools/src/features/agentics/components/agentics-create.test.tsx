// A regression: Create → Cancel in the Agentics tab left a blank "New tool" behind (the create flow
// stored one on open). Now nothing is stored until Save.
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import type { Tool, ToolPage } from "@parley/shared-contracts/api/tools";
import { blankTool } from "../../tool-editor/utils/draft.ts";
import { createFakeApi, createFakeShell, type FakeRoute } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { AgenticsList } from "./agentics-list.tsx";

afterEach(cleanup);

const LIST = "GET /api/v1/tools/?ordering=name&page=1&page_size=20";
const empty: { status: number; body: ToolPage } = {
  status: 200,
  body: { count: 0, next: null, results: [] },
};
const saved = (patch: Partial<Tool>): Tool => ({
  ...blankTool("New tool", { name: "", email: "" }),
  ...patch,
});

function setup(routes: Record<string, FakeRoute>) {
  const fake = createFakeApi({ [LIST]: empty, ...routes });
  const { shell, bus } = createFakeShell({ api: fake.api });
  const toasts: string[] = [];
  bus.on("toast.shown", (event) => toasts.push(event.message));
  renderInShell(<AgenticsList />, shell);
  return { fake, toasts };
}

const writes = (fake: ReturnType<typeof createFakeApi>) => fake.calls.filter((call) => call.method !== "GET");

describe("Create in the Agentics tab", () => {
  it("opens a new tool without storing anything, and Cancel leaves nothing behind, however often", async () => {
    const { fake } = setup({ "POST /api/v1/tools/": { status: 201, body: { id: 41 } } });
    await screen.findByTestId("tools.empty");
    for (let attempt = 0; attempt < 3; attempt++) {
      fireEvent.click(screen.getByTestId("tools.create"));
      expect(await screen.findByRole("dialog", { name: "New tool" })).toBeTruthy();
      expect(screen.getByTestId<HTMLTextAreaElement>("tool-editor.prompt").value).toBe("");
      fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
      expect(screen.queryByTestId("tool-editor")).toBeNull();
    }
    expect(writes(fake)).toEqual([]);
  });

  it("stores the tool on Save (create, then the update with what was typed), the member as creator", async () => {
    const { fake, toasts } = setup({
      "POST /api/v1/tools/": { status: 201, body: { id: 41 } },
      "PATCH /api/v1/tools/41/": {
        status: 200,
        body: saved({ id: 41, name: "New tool", prompt: "Summarise" }),
      },
    });
    await screen.findByTestId("tools.empty");
    fireEvent.click(screen.getByTestId("tools.create"));
    fireEvent.change(await screen.findByTestId("tool-editor.prompt"), { target: { value: "Summarise" } });
    expect(screen.getByTestId<HTMLButtonElement>("tool-editor.send").disabled).toBe(true);
    fireEvent.click(screen.getByTestId("tool-editor.save"));
    await waitFor(() => expect(toasts).toContain("tool updated successfully"));
    expect(writes(fake).map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /api/v1/tools/",
      "PATCH /api/v1/tools/41/",
    ]);
    const update = JSON.parse(String((writes(fake)[1]?.body as FormData).get("json_tool_data"))) as {
      model_prompt: string;
      metadata: { prompt_name: string; creator: { name: string; email: string } };
    };
    expect(update.model_prompt).toBe("Summarise");
    expect(update.metadata.prompt_name).toBe("New tool");
    expect(update.metadata.creator).toMatchObject({ name: "Ada Owner", email: "owner@acme.test" });
    // Saved once, the editor edits that tool: a second Save updates it, no second tool.
    expect(screen.getByTestId<HTMLButtonElement>("tool-editor.send").disabled).toBe(false);
    fireEvent.click(screen.getByTestId("tool-editor.save"));
    await waitFor(() => expect(fake.callsTo("PATCH", "/api/v1/tools/41/")).toHaveLength(2));
    expect(fake.callsTo("POST", "/api/v1/tools/")).toHaveLength(1);
  });

  it("removes the blank tool again when its update is refused, and says why", async () => {
    const { fake, toasts } = setup({
      "POST /api/v1/tools/": { status: 201, body: { id: 41 } },
      "PATCH /api/v1/tools/41/": { status: 400, body: { error: { message: "Duplicate variable page" } } },
      "DELETE /api/v1/tools/41/": { status: 204 },
    });
    await screen.findByTestId("tools.empty");
    fireEvent.click(screen.getByTestId("tools.create"));
    fireEvent.click(await screen.findByTestId("tool-editor.save"));
    await waitFor(() => expect(toasts).toContain("error updating tool Duplicate variable page"));
    expect(fake.callsTo("DELETE", "/api/v1/tools/41/")).toHaveLength(1);
    expect(screen.getByRole("dialog", { name: "New tool" })).toBeTruthy();
  });

  it("says 'Created failed' when the tool cannot be created", async () => {
    const { toasts } = setup({
      "POST /api/v1/tools/": { status: 500, body: { error: { message: "boom" } } },
    });
    await screen.findByTestId("tools.empty");
    fireEvent.click(screen.getByTestId("tools.create"));
    fireEvent.click(await screen.findByTestId("tool-editor.save"));
    await waitFor(() => expect(toasts).toContain("Created failed"));
  });

  it("offers an owner or admin the sharing once the new tool is stored", async () => {
    const stored = saved({ id: 41, member_access: { prompt: "None", settings: "None" } });
    const { fake } = setup({
      "POST /api/v1/tools/": { status: 201, body: { id: 41 } },
      "PATCH /api/v1/tools/41/": { status: 200, body: stored },
      "GET /api/v1/tools/41/": { status: 200, body: stored },
    });
    await screen.findByTestId("tools.empty");
    fireEvent.click(screen.getByTestId("tools.create"));
    fireEvent.click(await screen.findByTestId("tool-editor.tab-settings"));
    // Nothing stored yet: nothing to share.
    expect(screen.queryByTestId("tool-editor.sharing")).toBeNull();
    fireEvent.click(screen.getByTestId("tool-editor.save"));
    fireEvent.click(await screen.findByTestId("tool-editor.share"));
    fireEvent.click(screen.getByTestId("tool-editor.save"));
    await waitFor(() => expect(fake.callsTo("PATCH", "/api/v1/tools/41/")).toHaveLength(2));
    const second = JSON.parse(
      String((fake.callsTo("PATCH", "/api/v1/tools/41/")[1]?.body as FormData).get("json_tool_data")),
    ) as { tool_type: string };
    expect(second.tool_type).toBe("Account");
  });
});
