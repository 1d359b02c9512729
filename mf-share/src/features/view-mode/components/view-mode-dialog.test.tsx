import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createFakeApi, createFakeShell, renderInShell } from "../../../test/render-in-shell.tsx";
import { ViewModeDialog } from "./view-mode-dialog.tsx";

function setup(view = { markdown: true, latex: true }) {
  const { shell } = createFakeShell({ api: createFakeApi({}).api, profile: null });
  const onChange = vi.fn();
  const onClose = vi.fn();
  renderInShell(<ViewModeDialog view={view} onChange={onChange} onClose={onClose} />, shell);
  return {
    onChange,
    onClose,
    markdown: screen.getByRole("switch", { name: "Markdown View" }),
    latex: screen.getByRole("switch", { name: "LaTeX View" }),
  };
}

describe("the view-mode dialog", () => {
  it("applies each switch at once", () => {
    const { onChange, latex } = setup();
    fireEvent.click(latex);
    expect(onChange).toHaveBeenLastCalledWith({ markdown: true, latex: false });
  });

  it("disables LaTeX View, shown off, while Markdown View is off", () => {
    const { onChange, markdown, latex } = setup();
    fireEvent.click(markdown);
    expect(onChange).toHaveBeenLastCalledWith({ markdown: false, latex: true });
    expect(latex.getAttribute("aria-checked")).toBe("false");
    expect(latex).toHaveProperty("disabled", true);
    expect(screen.getByText("LaTeX View needs Markdown View.")).toBeTruthy();
  });

  it("closes on Escape", () => {
    const { onClose, markdown } = setup();
    fireEvent.keyDown(markdown, { key: "Escape" });
    expect(onClose).toHaveBeenCalled();
  });
});
