import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Tool, ToolPage, ToolSummary } from "@parley/shared-contracts/api/tools";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { blankTool } from "../../tool-editor/utils/draft.ts";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { AgenticsList } from "./agentics-list.tsx";

afterEach(cleanup);

const LIST = "GET /api/v1/tools/?ordering=name&page=1&page_size=20";
const full: Tool = {
  ...blankTool("Glossary", { name: "Ada Owner", email: "ada@acme.test" }),
  id: 4,
  tool_type: "Account",
  description: "Defines a term.\nIn plain words.",
  usage_notes: "Use one term at a time.",
  version: "2.1",
  last_updated: "2026-11-25T10:00:00.000Z",
  prompt_permission: "None",
  settings_permission: "Edit",
  variables: {
    term: { name: "term", type: "text", description: "The word", default: "tide", allowed_values: [] },
    tone: {
      name: "tone",
      type: "single-select",
      description: "",
      default: "calm",
      allowed_values: ["calm", "sharp"],
    },
  },
  variable_order: ["term", "tone"],
};
const summary = (patch: Partial<ToolSummary> = {}): ToolSummary => ({
  id: full.id,
  name: full.name,
  avatar: null,
  description: full.description,
  tool_type: full.tool_type,
  downloadable: false,
  prompt_permission: full.prompt_permission,
  settings_permission: full.settings_permission,
  last_updated: full.last_updated,
  ...patch,
});

function setup(options: { offerUse?: boolean; listed?: ToolSummary } = {}) {
  const page: ToolPage = { count: 1, next: null, results: [options.listed ?? summary()] };
  const fake = createFakeApi({
    [LIST]: { status: 200, body: page },
    "GET /api/v1/tools/4/": { status: 200, body: full },
  });
  const { shell, bus } = createFakeShell({ api: fake.api });
  const chosen: ParleyEvents["tool.chosen"][] = [];
  bus.on("tool.chosen", (event) => chosen.push(event));
  renderInShell(<AgenticsList offerUse={options.offerUse} />, shell);
  return { fake, chosen };
}

describe("the tool detail dialog", () => {
  it("opens from the tool's name and shows what the tool is and asks for", async () => {
    setup();
    const name = await screen.findByRole("button", { name: "Glossary" });
    name.focus();
    fireEvent.click(name);
    const dialog = await screen.findByRole("dialog", { name: "Glossary" });
    const detail = within(dialog);
    expect(await detail.findByText("Use one term at a time.")).toBeTruthy();
    expect(detail.getByTestId("tool-detail.type").textContent).toBe("Account");
    expect(dialog.textContent).toContain("Defines a term.");
    expect(dialog.textContent).toContain("Version2.1");
    expect(dialog.textContent).toContain("CreatorAda Owner · ada@acme.test");
    const variables = detail.getAllByTestId("tool-detail.variable");
    expect(variables.map((v) => v.textContent)).toEqual([
      "termTextThe wordDefaulttide",
      "toneSingle selectDefaultcalmAllowed valuescalm, sharp",
    ]);
    // The focus is in the dialog; Close gives it back to the name.
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(detail.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(name);
  });

  it("hands the tool to the chat box with Use, and opens the editor with Edit", async () => {
    const { chosen } = setup();
    fireEvent.click(await screen.findByRole("button", { name: "Glossary" }));
    const dialog = await screen.findByRole("dialog", { name: "Glossary" });
    fireEvent.click(within(dialog).getByTestId("tool-detail.use"));
    expect(screen.queryByTestId("tool-detail")).toBeNull();
    await waitFor(() => expect(chosen).toHaveLength(1));
    expect(chosen[0]?.tool).toMatchObject({ id: 4, name: "Glossary", editable: true });
    fireEvent.click(screen.getByRole("button", { name: "Glossary" }));
    fireEvent.click(within(await screen.findByTestId("tool-detail")).getByTestId("tool-detail.edit"));
    expect(await screen.findByTestId("tool-editor")).toBeTruthy();
    expect(screen.queryByTestId("tool-detail")).toBeNull();
  });

  it("offers no Edit for a tool of which nothing may be viewed, and no Use where no chat box is", async () => {
    setup({ offerUse: false, listed: summary({ prompt_permission: "None", settings_permission: "None" }) });
    fireEvent.click(await screen.findByRole("button", { name: "Glossary" }));
    const dialog = await screen.findByRole("dialog", { name: "Glossary" });
    expect(within(dialog).queryByTestId("tool-detail.edit")).toBeNull();
    expect(within(dialog).queryByTestId("tool-detail.use")).toBeNull();
    expect(screen.queryByTestId("tools.use")).toBeNull();
  });
});
