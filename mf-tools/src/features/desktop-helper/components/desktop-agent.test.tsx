// The headless desktop agent the shell mounts at page start (mf_tools/DesktopAgent): without the
// tools panel it keeps the desktop tools store in step and runs the local calls sent to this page.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, waitFor } from "@testing-library/react";
import { parcelHarness } from "@parley/ui-kit/testing/parcel-harness.ts";
import agentParcel from "../../../parcels/desktop-agent.tsx";
import { createFakeApi, createFakeShell, jsonBody } from "../../../test/fake-shell.ts";
import { fakeHelper } from "../../../test/fake-helper.ts";
import "../../../test/setup-i18n.ts";
import { stopHelperAgent } from "../hooks/use-helper-agent.ts";
import { pageSessionUuid } from "../utils/page-session.ts";

const DESKTOP = "7d3c2b1a-0000-4000-8000-000000000001";
const harness = parcelHarness("mf_tools");

function fakeServer() {
  return createFakeApi({
    "GET /api/v1/desktop-tools/helper/": { status: 200, body: { port: 9123, latest: null } },
    "POST /api/v1/desktop-tools/": (init) => {
      const body = JSON.parse(String(init?.body)) as { tools: unknown[]; session_uuid: string };
      return { status: 200, body: { uuid: DESKTOP, session_uuid: body.session_uuid, tools: body.tools } };
    },
    "PATCH /api/v1/tool-calls/7/": { status: 200, body: { status: "success" } },
  });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("parley.desktop-uuid", DESKTOP);
  localStorage.setItem("parley.helper-secret", "s3cret");
});
afterEach(() => {
  cleanup();
  stopHelperAgent();
  vi.unstubAllGlobals();
});

describe("the desktop agent parcel", () => {
  it("declares its contract and renders nothing", async () => {
    fakeHelper().paired = true;
    const { shell } = createFakeShell({ api: fakeServer().api });
    const mounted = await harness.mount(agentParcel, shell);
    expect(agentParcel.requiredContractVersion).toBe(shell.contractVersion);
    expect(mounted.domElement.textContent).toBe("");
    await mounted.unmount();
  });

  it("posts this page's tools and runs a local call sent to it, with no panel open", async () => {
    const helper = fakeHelper();
    helper.paired = true;
    const fake = fakeServer();
    const { shell, bus } = createFakeShell({ api: fake.api });
    await harness.mount(agentParcel, shell);
    await waitFor(() => expect(fake.callsTo("POST", "/api/v1/desktop-tools/")).toHaveLength(1));
    expect(jsonBody(fake.callsTo("POST", "/api/v1/desktop-tools/")[0])).toMatchObject({
      uuid: DESKTOP,
      session_uuid: pageSessionUuid(),
      tools: [{ function: { name: "files__read_text_file" } }],
    });
    bus.emit("realtime.event", {
      type: "invoke_local_mcp_server",
      payload: {
        tool_call_id: 7,
        conversation_id: 3,
        uuid: DESKTOP,
        session_uuid: pageSessionUuid(),
        server_name: "files",
        tool_name: "read_text_file",
        arguments: { path: "a.txt" },
      },
    });
    await waitFor(() => expect(fake.callsTo("PATCH", "/api/v1/tool-calls/7/")).toHaveLength(1));
    expect(jsonBody(fake.callsTo("PATCH", "/api/v1/tool-calls/7/")[0])).toEqual({
      status: "success",
      result: "hello from the desktop",
      error: null,
    });
  });

  it("clears the stored set and forgets the desktop uuid when the helper no longer runs", async () => {
    fakeHelper().running = false;
    const fake = fakeServer();
    await harness.mount(agentParcel, createFakeShell({ api: fake.api }).shell);
    await waitFor(() => expect(localStorage.getItem("parley.desktop-uuid")).toBeNull());
    expect(jsonBody(fake.callsTo("POST", "/api/v1/desktop-tools/")[0])).toEqual({
      uuid: DESKTOP,
      session_uuid: pageSessionUuid(),
      tools: [],
    });
  });
});
