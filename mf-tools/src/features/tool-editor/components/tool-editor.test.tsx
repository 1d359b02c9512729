import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Tool } from "@parley/shared-contracts/api/tools";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { createFakeApi, createFakeShell, type FakeRoute } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { ToolEditor } from "./tool-editor.tsx";

afterEach(cleanup);

const aTool = (patch: Partial<Tool> = {}): Tool => ({
  id: 9,
  name: "Reviewer",
  avatar: null,
  description: "Reviews pages",
  tool_type: "Personal",
  downloadable: true,
  prompt_permission: "Edit",
  settings_permission: "Edit",
  last_updated: "2026-11-25T10:00:00.000Z",
  prompt: "Review {{page}} for {{tone}}",
  usage_notes: "",
  variables: {
    page: { name: "page", type: "url", description: "", default: "https://example.com", allowed_values: [] },
    tone: {
      name: "tone",
      type: "single-select",
      description: "",
      default: "calm",
      allowed_values: ["calm", "sharp"],
    },
  },
  variable_order: ["page", "tone"],
  system_prompt: "Be kind.",
  parameters_max_tokens: 100,
  parameters_temperature: 0.5,
  creator: { name: "Ada", email: "ada@acme.test", organization: "Acme" },
  version: "1.0",
  models: [],
  upload_files: { images: [], documents: [] },
  filename: "Reviewer.json",
  member_access: null,
  ...patch,
});

function setup(tool: Tool, routes: Record<string, FakeRoute> = {}) {
  const fake = createFakeApi({ "GET /api/v1/tools/9/": { status: 200, body: tool }, ...routes });
  const { shell, bus } = createFakeShell({ api: fake.api });
  const toasts: string[] = [];
  const chosen: ParleyEvents["tool.chosen"][] = [];
  bus.on("toast.shown", (event) => toasts.push(event.message));
  bus.on("tool.chosen", (event) => chosen.push(event));
  let closed = 0;
  renderInShell(<ToolEditor toolId={9} onClose={() => (closed += 1)} />, shell);
  return { fake, toasts, chosen, closed: () => closed };
}

const sentUpdate = (fake: ReturnType<typeof createFakeApi>) => {
  const body = fake.callsTo("PATCH", "/api/v1/tools/9/")[0]?.body as FormData;
  return JSON.parse(String(body.get("json_tool_data"))) as Record<string, unknown>;
};

describe("the tool editor", () => {
  it("edits the prompt and variables, previews with the defaults, and saves with the spec's toast", async () => {
    const { fake, toasts } = setup(aTool(), { "PATCH /api/v1/tools/9/": { status: 200, body: aTool() } });
    const prompt = await screen.findByTestId<HTMLTextAreaElement>("tool-editor.prompt");
    fireEvent.change(prompt, { target: { value: "Check {{page}} in a {{tone}} voice" } });
    fireEvent.click(screen.getByTestId("tool-editor.preview"));
    expect(prompt.value).toBe("Check https://example.com in a calm voice");
    expect(prompt.rows).toBe(18);
    fireEvent.keyDown(prompt, { key: "x" });
    expect(screen.getByRole("alert").textContent).toContain("You cannot edit the raw prompt in preview");
    fireEvent.click(screen.getByTestId("tool-editor.preview"));
    // Reorder by keyboard: tone before page.
    fireEvent.click(screen.getByRole("button", { name: "Move tone up" }));
    fireEvent.click(screen.getByTestId("tool-editor.add-variable"));
    fireEvent.click(screen.getByTestId("tool-editor.save"));
    await waitFor(() => expect(toasts).toContain("tool updated successfully"));
    const update = sentUpdate(fake);
    expect(update.model_prompt).toBe("Check {{page}} in a {{tone}} voice");
    const metadata = update.metadata as { variables: { name: string }[]; prompt_name: string };
    expect(metadata.variables.map((v) => v.name)).toEqual(["tone", "page", "variable_3"]);
    expect(metadata.prompt_name).toBe("Reviewer");
  });

  it("checks allowed values, skips a select without any on save with its toast, and shows the server's error", async () => {
    const { fake, toasts } = setup(aTool(), {
      "PATCH /api/v1/tools/9/": { status: 400, body: { error: { message: "Duplicate variable page" } } },
    });
    await screen.findByTestId("tool-editor.prompt");
    const [, tone] = screen.getAllByTestId("tool-editor.variable") as [HTMLElement, HTMLElement];
    const allowed = within(tone).getByTestId("tool-editor.variable-allowed");
    fireEvent.change(allowed, { target: { value: "calm,,sharp" } });
    expect(within(tone).getByText(/Allowed values must be a comma-separated list/)).toBeTruthy();
    expect(screen.getByTestId("tool-editor.save")).toHaveProperty("disabled", true);
    fireEvent.change(allowed, { target: { value: "" } });
    fireEvent.click(screen.getByTestId("tool-editor.save"));
    await waitFor(() => expect(toasts).toContain("error updating tool Duplicate variable page"));
    expect(toasts).toContain("Invalid allowed values for variable tone");
    const metadata = sentUpdate(fake).metadata as { variables: { name: string }[] };
    expect(metadata.variables.map((v) => v.name)).toEqual(["page"]);
  });

  it("opens on Settings when the prompt may not be viewed, read-only without Edit", async () => {
    setup(aTool({ prompt: null, prompt_permission: "None", settings_permission: "View" }));
    expect(await screen.findByTestId("tool-editor.name")).toHaveProperty("readOnly", true);
    expect(screen.queryByTestId("tool-editor.tab-prompt")).toBeNull();
    expect(screen.getByText("You may view this part but not change it.")).toBeTruthy();
    expect(screen.getByTestId("tool-editor.save")).toHaveProperty("disabled", true);
  });

  it("Send closes the editor with the tool chosen for the chat box", async () => {
    const { chosen, closed } = setup(aTool());
    fireEvent.click(await screen.findByTestId("tool-editor.send"));
    expect(chosen).toEqual([
      {
        tool: {
          id: 9,
          name: "Reviewer",
          variables: [aTool().variables.page, aTool().variables.tone],
        },
      },
    ]);
    expect(closed()).toBe(1);
  });
});
