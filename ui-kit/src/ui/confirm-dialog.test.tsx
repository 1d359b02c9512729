import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog.tsx";

afterEach(cleanup);

describe("ConfirmDialog", () => {
  it("puts the first focus on Cancel, confirms with the danger button, and waits while busy", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(
      <ConfirmDialog
        title="Delete message"
        message="Are you sure?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole("dialog", { name: "Delete message" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId("confirm.cancel"));
    fireEvent.click(screen.getByTestId("confirm.ok"));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onCancel).toHaveBeenCalled();
    rerender(
      <ConfirmDialog
        title="Delete message"
        message="Are you sure?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        busy
        onConfirm={onConfirm}
        onCancel={onCancel}
        testIds={{ dialog: "x.dialog", cancel: "x.cancel", ok: "x.ok" }}
      />,
    );
    expect(screen.getByTestId<HTMLButtonElement>("x.ok").disabled).toBe(true);
  });
});
