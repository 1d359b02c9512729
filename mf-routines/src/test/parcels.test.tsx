// The exposed parcels through their single-spa lifecycles (kept out of parcels/, which holds only the doors).
import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { parcelHarness } from "@parley/ui-kit/testing/parcel-harness.ts";
import { SHELL_CONTRACT_VERSION } from "@parley/shared-contracts/shell";
import screenParcel from "../parcels/routine-screen.tsx";
import sidebarParcel from "../parcels/routine-sidebar.tsx";
import { createFakeApi, createFakeShell } from "./fake-shell.ts";
import { LIST, MODELS, aModel, aRoutine } from "./fixtures.ts";
import "./setup-i18n.ts";

const harness = parcelHarness("mf_routines");

describe("mf_routines parcels", () => {
  it("declare the shell contract they need and can update", () => {
    for (const parcel of [screenParcel, sidebarParcel]) {
      expect(parcel.requiredContractVersion).toBe(SHELL_CONTRACT_VERSION);
      expect(typeof parcel.update).toBe("function");
    }
  });

  it("mount the sidebar and the screen side by side, and unmount cleanly", async () => {
    const fake = createFakeApi({
      [LIST]: { status: 200, body: { results: [aRoutine({ id: 7, name: "Weekly incidents" })] } },
      [MODELS]: { status: 200, body: { results: [aModel()] } },
    });
    const { shell } = createFakeShell({ api: fake.api });
    const sidebar = await harness.mount(sidebarParcel, shell);
    const page = await harness.mount(screenParcel, shell, { routeParams: { id: "new" } });
    expect(await screen.findByRole("button", { name: "New routine" })).toBeTruthy();
    expect(await screen.findByText("Weekly incidents")).toBeTruthy();
    expect(screen.getByTestId("routine.breadcrumb-current").textContent).toBe("New Routine");
    await page.unmount();
    await sidebar.unmount();
    expect(screen.queryByRole("button", { name: "New routine" })).toBeNull();
  });

  it("follow new route parameters on update", async () => {
    const routine = aRoutine({ id: 7, name: "Weekly incidents" });
    const fake = createFakeApi({
      [MODELS]: { status: 200, body: { results: [aModel()] } },
      "GET /api/v1/routines/7/": { status: 200, body: routine },
    });
    const { shell } = createFakeShell({ api: fake.api });
    const { props } = await harness.mount(screenParcel, shell, { routeParams: { id: "new" } });
    await screen.findByText("New Routine");
    await screenParcel.update?.({ ...props, routeParams: { id: "7" } });
    expect(await screen.findByText("Weekly incidents", { selector: "bdi" })).toBeTruthy();
  });
});
