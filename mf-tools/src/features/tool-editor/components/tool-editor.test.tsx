import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { Tool } from "@parley/shared-contracts/api/tools";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { createFakeApi, createFakeShell, type FakeRoute } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { ToolEditor } from "./tool-editor.tsx";

afterEach(cleanup);
// jsdom has no object URLs; the editor shows chosen images through them.
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:chosen");
  URL.revokeObjectURL = vi.fn();
});

const png = (name = "logo.png", size = 8) =>
  new File([new Uint8Array(size).fill(137)], name, { type: name.endsWith(".png") ? "image/png" : "" });
const choose = (testId: string, files: File[]) =>
  fireEvent.change(screen.getByTestId(testId), { target: { files } });

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
          // The member may view the tool: the chat box's input panel offers Edit.
          editable: true,
        },
      },
    ]);
    expect(closed()).toBe(1);
  });

  it("takes a .jpg or .png icon of at most 10 MB, refusing others with the spec's messages, and sends it on Save", async () => {
    const { fake } = setup(aTool(), { "PATCH /api/v1/tools/9/": { status: 200, body: aTool() } });
    fireEvent.click(await screen.findByTestId("tool-editor.tab-settings"));
    choose("tool-editor.icon-input", [new File(["GIF89a"], "logo.gif", { type: "image/gif" })]);
    expect(screen.getByTestId("tool-editor.icon-error").textContent).toBe(
      "The icon must be a .jpg or .png image.",
    );
    const big = png("huge.png");
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    choose("tool-editor.icon-input", [big]);
    expect(screen.getByTestId("tool-editor.icon-error").textContent).toBe("The icon must be at most 10 MB.");
    expect(screen.getByTestId("tool-editor.icon-preview").querySelector("img")).toBeNull();

    choose("tool-editor.icon-input", [png()]);
    expect(screen.queryByTestId("tool-editor.icon-error")).toBeNull();
    expect(screen.getByRole("img", { name: "Icon of Reviewer" }).getAttribute("src")).toBe("blob:chosen");
    fireEvent.click(screen.getByTestId("tool-editor.save"));
    await waitFor(() => expect(fake.callsTo("PATCH", "/api/v1/tools/9/")).toHaveLength(1));
    const update = sentUpdate(fake);
    expect(update.avatar_type).toBe("image/png");
    expect(atob(String(update.avatar))).toBe("\x89".repeat(8));
  });

  it("keeps dropped and picked knowledge files to upload with Save, as images or documents", async () => {
    const { fake } = setup(aTool(), { "PATCH /api/v1/tools/9/": { status: 200, body: aTool() } });
    fireEvent.click(await screen.findByTestId("tool-editor.tab-settings"));
    const notes = new File(["the notes"], "notes.txt", { type: "text/plain" });
    fireEvent.drop(screen.getByTestId("tool-editor.knowledge-drop"), {
      dataTransfer: { files: [notes, new File(["MZ"], "run.exe")] },
    });
    expect(screen.getByRole("alert").textContent).toBe("These files cannot be used as knowledge: run.exe");
    choose("tool-editor.knowledge-input", [png("chart.png")]);
    const pending = screen.getByTestId("tool-editor.knowledge-pending");
    expect(
      within(pending)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining("notes.txt"), expect.stringContaining("chart.png")]);
    fireEvent.click(screen.getByTestId("tool-editor.save"));
    await waitFor(() => expect(fake.callsTo("PATCH", "/api/v1/tools/9/")).toHaveLength(1));
    const form = fake.callsTo("PATCH", "/api/v1/tools/9/")[0]?.body as FormData;
    expect((form.getAll("documents") as File[]).map((f) => f.name)).toEqual(["notes.txt"]);
    expect((form.getAll("images") as File[]).map((f) => f.name)).toEqual(["chart.png"]);
    await waitFor(() => expect(screen.queryByTestId("tool-editor.knowledge-pending")).toBeNull());
  });

  it("previews uploaded knowledge files and deletes one only after the confirmation", async () => {
    const files = {
      documents: [{ id: 4, file_name: "facts.pdf", url: "/api/v1/tools/9/files/4/facts.pdf" }],
      images: [{ id: 5, file_name: "map.png", url: "/api/v1/tools/9/files/5/map.png" }],
    };
    const { fake, toasts } = setup(aTool({ upload_files: files }), {
      "PATCH /api/v1/tools/9/": {
        status: 200,
        body: aTool({ upload_files: { ...files, documents: [] } }),
      },
    });
    fireEvent.click(await screen.findByTestId("tool-editor.tab-settings"));
    const preview = screen.getByRole("link", { name: "Preview facts.pdf" });
    expect(preview.getAttribute("href")).toBe("/api/v1/tools/9/files/4/facts.pdf");
    expect(preview.getAttribute("target")).toBe("_blank");
    fireEvent.click(screen.getByRole("button", { name: "Delete facts.pdf" }));
    fireEvent.click(screen.getByTestId("tools.confirm-cancel"));
    expect(fake.callsTo("PATCH", "/api/v1/tools/9/")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Delete facts.pdf" }));
    expect(screen.getByText("facts.pdf will be removed from this tool's knowledge for good.")).toBeTruthy();
    fireEvent.click(screen.getByTestId("tools.confirm-ok"));
    await waitFor(() => expect(toasts).toContain("facts.pdf was deleted."));
    const form = fake.callsTo("PATCH", "/api/v1/tools/9/")[0]?.body as FormData;
    expect(form.get("remove_documents")).toBe("[4]");
    expect(form.get("json_tool_data")).toBeNull();
    await waitFor(() => expect(screen.queryByRole("link", { name: "Preview facts.pdf" })).toBeNull());
  });

  it("shows icon and files read-only without Edit on the settings", async () => {
    setup(
      aTool({
        settings_permission: "View",
        avatar: "/api/v1/tools/9/avatar/?v=1",
        upload_files: { documents: [{ id: 4, file_name: "a.txt", url: "/f/4" }], images: [] },
      }),
    );
    fireEvent.click(await screen.findByTestId("tool-editor.tab-settings"));
    expect(screen.getByRole("img", { name: "Icon of Reviewer" }).getAttribute("src")).toBe(
      "/api/v1/tools/9/avatar/?v=1",
    );
    expect(screen.queryByTestId("tool-editor.icon-choose")).toBeNull();
    expect(screen.queryByTestId("tool-editor.knowledge-drop")).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete a.txt" })).toBeNull();
    expect(screen.getByRole("link", { name: "Preview a.txt" })).toBeTruthy();
  });

  it("lets an owner or admin share the tool and give members Edit on a part, sent with Save", async () => {
    const shared = aTool({ tool_type: "Account", member_access: { prompt: "Edit", settings: "None" } });
    const { fake, toasts } = setup(aTool({ member_access: { prompt: "None", settings: "None" } }), {
      "PATCH /api/v1/tools/9/": { status: 200, body: shared },
    });
    fireEvent.click(await screen.findByTestId("tool-editor.tab-settings"));
    const sharing = within(screen.getByTestId("tool-editor.sharing"));
    const prompt = sharing.getByLabelText<HTMLSelectElement>("Members' access to the prompt");
    // What members may do means something once the tool is shared.
    expect(prompt.disabled).toBe(true);
    expect([...prompt.options].map((option) => option.textContent)).toEqual(["None", "Edit"]);
    fireEvent.click(sharing.getByLabelText("Share with the workspace (an Account tool)"));
    expect(prompt.disabled).toBe(false);
    fireEvent.change(prompt, { target: { value: "Edit" } });
    fireEvent.click(screen.getByTestId("tool-editor.save"));
    await waitFor(() => expect(toasts).toContain("tool updated successfully"));
    expect(sentUpdate(fake)).toMatchObject({
      tool_type: "Account",
      member_access: { prompt: "Edit", settings: "None" },
    });
  });

  it("offers no sharing to whoever may not share, and sends none", async () => {
    const { fake } = setup(
      aTool({ tool_type: "Account", settings_permission: "Edit", member_access: null }),
      {
        "PATCH /api/v1/tools/9/": { status: 200, body: aTool() },
      },
    );
    fireEvent.click(await screen.findByTestId("tool-editor.tab-settings"));
    expect(screen.queryByTestId("tool-editor.sharing")).toBeNull();
    fireEvent.click(screen.getByTestId("tool-editor.save"));
    await waitFor(() => expect(fake.callsTo("PATCH", "/api/v1/tools/9/")).toHaveLength(1));
    expect(sentUpdate(fake)).not.toHaveProperty("member_access");
    expect(sentUpdate(fake)).not.toHaveProperty("tool_type");
  });

  it("keeps a tool's earlier View for members on show, without offering it anew", async () => {
    setup(aTool({ tool_type: "Account", member_access: { prompt: "View", settings: "Edit" } }));
    fireEvent.click(await screen.findByTestId("tool-editor.tab-settings"));
    const prompt = screen.getByTestId<HTMLSelectElement>("tool-editor.member-prompt");
    expect(prompt.value).toBe("View");
    expect([...prompt.options].map((option) => option.value)).toEqual(["None", "Edit", "View"]);
    const settings = screen.getByTestId<HTMLSelectElement>("tool-editor.member-settings");
    expect([...settings.options].map((option) => option.value)).toEqual(["None", "Edit"]);
  });
});
