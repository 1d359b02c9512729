// The exposed parcels through their single-spa lifecycles (kept out of parcels/, which holds only the doors).
import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { AppProps } from "single-spa";
import { parcelHarness } from "@parley/ui-kit/testing/parcel-harness.ts";
import { SHELL_CONTRACT_VERSION, type ParcelModule, type ShellProps } from "@parley/shared-contracts/shell";
import controlsParcel from "../parcels/collaboration-controls.tsx";
import pageParcel from "../parcels/my-collaborations-page.tsx";
import { createFakeApi, createFakeShell } from "./fake-shell.ts";
import { aConversation } from "./fixtures.ts";
import "./setup-i18n.ts";

type AnyParcel = ParcelModule<ShellProps & AppProps & { conversationId?: number }>;

const harness = parcelHarness("mf_collaboration");
const mount = async (parcel: AnyParcel, shell: ShellProps, extra: Record<string, unknown> = {}) =>
  (await harness.mount(parcel, shell, extra)).domElement;

describe("mf_collaboration parcels", () => {
  it("declare the shell contract they need", () => {
    expect(pageParcel.requiredContractVersion).toBe(SHELL_CONTRACT_VERSION);
    expect(controlsParcel.requiredContractVersion).toBe(SHELL_CONTRACT_VERSION);
  });

  it("mount My Collaborations with its texts", async () => {
    const fake = createFakeApi({
      "GET /api/v1/collaboration/started/?sort_by=-started_on&page=1&page_size=10": {
        status: 200,
        body: { count: 0, next: null, previous: null, results: [] },
      },
    });
    await mount(pageParcel, createFakeShell({ api: fake.api }).shell);
    expect(await screen.findByRole("heading", { name: "My Collaborations" })).toBeTruthy();
    expect((await screen.findByTestId("my-collaborations.empty")).textContent).toContain(
      "You have not started a collaboration yet.",
    );
  });

  it("mount the chat controls for the conversation they are given", async () => {
    const fake = createFakeApi({ "GET /api/v1/conversations/7/": { status: 200, body: aConversation() } });
    await mount(controlsParcel, createFakeShell({ api: fake.api, pathname: "/conversations/7" }).shell, {
      conversationId: 7,
    });
    const button = await screen.findByRole<HTMLButtonElement>("button", { name: "Collaborate and share" });
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(fake.callsTo("GET", "/api/v1/conversations/7/")).toHaveLength(1);
  });
});
