import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { createFakeApi, createFakeShell } from "../../../test/fake-shell.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { ToolSelectorButton } from "./tool-selector-button.tsx";

afterEach(cleanup);

describe("the tool selector", () => {
  it("reads 'Agentics' and opens the tools panel through the bus", () => {
    const { shell, bus } = createFakeShell({ api: createFakeApi({}).api });
    const opened: ParleyEvents["panel.opened"][] = [];
    bus.on("panel.opened", (event) => opened.push(event));
    renderInShell(<ToolSelectorButton />, shell);
    fireEvent.click(screen.getByRole("button", { name: "Agentics" }));
    expect(opened).toEqual([{ panel: "tools" }]);
  });
});
