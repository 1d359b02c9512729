// The exposed parcel through its single-spa lifecycle (kept out of parcels/, which holds only the doors).
import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { Tool } from "@parley/shared-contracts/api/tools";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { parcelHarness } from "@parley/ui-kit/testing/parcel-harness.ts";
import { SHELL_CONTRACT_VERSION } from "@parley/shared-contracts/shell";
import panelParcel from "../parcels/tools-panel.tsx";
import editorParcel from "../parcels/tool-editor-dialog.tsx";
import { blankTool } from "../features/tool-editor/utils/draft.ts";
import { createFakeApi, createFakeShell } from "./fake-shell.ts";
import "./setup-i18n.ts";

const harness = parcelHarness("mf_tools");

describe("mf_tools parcels", () => {
  it("declare the shell contract they need", () => {
    expect(panelParcel.requiredContractVersion).toBe(SHELL_CONTRACT_VERSION);
  });

  it("mount the tools panel with its texts and unmount cleanly", async () => {
    const fake = createFakeApi({
      "GET /api/v1/tools/?ordering=name&page=1&page_size=20": {
        status: 200,
        body: { count: 0, next: null, results: [] },
      },
    });
    const mounted = await harness.mount(panelParcel, createFakeShell({ api: fake.api }).shell);
    expect(await screen.findByRole("tab", { name: "Agentics" })).toBeTruthy();
    expect(await screen.findByText("No tools yet.")).toBeTruthy();
    await mounted.unmount();
    expect(screen.queryByRole("tab", { name: "Agentics" })).toBeNull();
  });

  it("mount the tool edit dialog for the chat box: Save hands the saved tool back, Cancel closes", async () => {
    const tool: Tool = {
      ...blankTool("Glossary", { name: "Ada", email: "ada@acme.test" }),
      id: 12,
      tool_type: "Account",
      prompt_permission: "Edit",
      settings_permission: "None",
      prompt: "Define {{term}}",
      variables: { term: { name: "term", type: "text", description: "", default: "", allowed_values: [] } },
      variable_order: ["term"],
    };
    const renamed = { ...tool, prompt: "Explain {{term}}" };
    const fake = createFakeApi({
      "GET /api/v1/tools/12/": { status: 200, body: tool },
      "PATCH /api/v1/tools/12/": { status: 200, body: renamed },
    });
    const { shell, bus } = createFakeShell({ api: fake.api });
    const chosen: ParleyEvents["tool.chosen"][] = [];
    bus.on("tool.chosen", (event) => chosen.push(event));
    let closed = 0;
    await harness.mount(editorParcel, shell, { toolId: 12, onClose: () => (closed += 1) });
    const prompt = await screen.findByTestId<HTMLTextAreaElement>("tool-editor.prompt");
    expect(screen.getByRole("dialog", { name: "Glossary" })).toBeTruthy();
    fireEvent.change(prompt, { target: { value: "Explain {{term}}" } });
    fireEvent.click(screen.getByTestId("tool-editor.save"));
    await waitFor(() => expect(chosen).toHaveLength(1));
    expect(chosen[0]?.tool).toMatchObject({ id: 12, name: "Glossary", editable: true });
    expect(chosen[0]?.tool.variables.map((v) => v.name)).toEqual(["term"]);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(closed).toBe(1);
  });
});
