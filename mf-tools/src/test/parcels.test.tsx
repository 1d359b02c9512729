// The exposed parcel through its single-spa lifecycle (kept out of parcels/, which holds only the doors).
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { parcelHarness } from "@parley/ui-kit/testing/parcel-harness.ts";
import { SHELL_CONTRACT_VERSION } from "@parley/shared-contracts/shell";
import panelParcel from "../parcels/tools-panel.tsx";
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
});
