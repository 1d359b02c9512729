import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { createFakeApi } from "../testing/fake-api.ts";
import { createFakeShell } from "../testing/fake-shell.ts";
import { ShellProvider } from "../shell/shell-context.tsx";
import { useToast } from "./use-toast.ts";

afterEach(cleanup);

function SaveButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast("success", "Saved.")}>
      Save
    </button>
  );
}

describe("useToast", () => {
  it("shows the message in the shell's toaster through the bus", () => {
    const { shell, bus } = createFakeShell({ api: createFakeApi({}).api });
    const shown: ParleyEvents["toast.shown"][] = [];
    bus.on("toast.shown", (event) => shown.push(event));
    render(
      <ShellProvider shell={shell}>
        <SaveButton />
      </ShellProvider>,
    );
    screen.getByRole("button", { name: "Save" }).click();
    expect(shown).toEqual([{ kind: "success", message: "Saved." }]);
  });
});
