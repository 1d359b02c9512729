// A regression: a second tool-permission dialog left the focus in the chat box behind it (the chat box
// refocused its field when the send settled, after the dialog had taken the focus). Every modal dialog
// takes the focus when it opens, keeps it while it is the topmost one, and gives it back when it closes.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog.tsx";

afterEach(cleanup);

function Page({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <textarea data-testid="behind" aria-label="Message" />
      <button type="button" data-testid="open" onClick={() => setOpen((n) => (n ?? 0) + 1)}>
        Open
      </button>
      {open !== null && (
        <Dialog
          key={open}
          title={`Permission ${open}`}
          onClose={() => {
            onClose();
            setOpen(null);
          }}
        >
          <button type="button">Allow</button>
        </Dialog>
      )}
    </>
  );
}

describe("Dialog focus", () => {
  it("takes the focus and gives it back, however many dialogs open in a row", () => {
    render(<Page onClose={vi.fn()} />);
    const behind = screen.getByTestId<HTMLTextAreaElement>("behind");
    for (let round = 1; round <= 3; round++) {
      act(() => behind.focus());
      // Opened outside any event in the page's focus (as a permission request arrives).
      act(() => screen.getByTestId("open").click());
      act(() => behind.focus());
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Allow" }));
      fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
      expect(screen.queryByRole("dialog")).toBeNull();
      // Back where it was when the dialog opened.
      expect(document.activeElement).toBe(behind);
    }
  });

  it("takes the focus back when the page behind moves it away, so Escape reaches the dialog", () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    act(() => screen.getByTestId("open").click());
    // The chat box refocusing its field once a send settled.
    act(() => screen.getByTestId<HTMLTextAreaElement>("behind").focus());
    expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("leaves the focus to a dialog opened over it, and gets it back when that one closes", () => {
    function Stacked() {
      const [inner, setInner] = useState(false);
      return (
        <Dialog title="Outer" onClose={vi.fn()}>
          <button type="button" onClick={() => setInner(true)}>
            Delete file
          </button>
          {inner && (
            <Dialog title="Inner" onClose={() => setInner(false)}>
              <button type="button">Confirm</button>
            </Dialog>
          )}
        </Dialog>
      );
    }
    render(<Stacked />);
    const outerButton = screen.getByRole("button", { name: "Delete file" });
    expect(document.activeElement).toBe(outerButton);
    act(() => outerButton.click());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Confirm" }));
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Inner" })).toBeNull();
    expect(document.activeElement).toBe(outerButton);
  });
});
