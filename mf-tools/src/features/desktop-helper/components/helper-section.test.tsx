import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createFakeApi, createFakeShell, jsonBody } from "../../../test/fake-shell.ts";
import { fakeHelper } from "../../../test/fake-helper.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { stopHelperAgent } from "../hooks/use-helper-agent.ts";
import { pageSessionUuid } from "../utils/page-session.ts";
import { HelperSection } from "./helper-section.tsx";

vi.mock("../utils/launch-link.ts", () => ({ openLaunchLink: vi.fn() }));

const PORT = 9123;
const DESKTOP = "7d3c2b1a-0000-4000-8000-000000000001";

function setup() {
  const fake = createFakeApi({
    "GET /api/v1/desktop-tools/helper/": {
      status: 200,
      body: {
        port: PORT,
        latest: { version: "1.2.0", download_url: "https://downloads.example/helper.tgz" },
      },
    },
    "POST /api/v1/desktop-tools/": (init) => {
      const body = JSON.parse(String(init?.body)) as { tools: unknown[]; session_uuid: string };
      return { status: 200, body: { uuid: DESKTOP, session_uuid: body.session_uuid, tools: body.tools } };
    },
    "PATCH /api/v1/tool-calls/41/": { status: 200, body: { status: "success" } },
  });
  const { shell, bus } = createFakeShell({ api: fake.api });
  const toasts: string[] = [];
  bus.on("toast.shown", (event) => toasts.push(event.message));
  renderInShell(<HelperSection />, shell);
  return { fake, bus, toasts };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  stopHelperAgent();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the helper section", () => {
  it("pairs with the code, lists the local servers and stores their tools on the server", async () => {
    const helper = fakeHelper();
    const { fake } = setup();
    expect((await screen.findByTestId("helper.download")).getAttribute("href")).toBe(
      "https://downloads.example/helper.tgz",
    );
    expect(screen.getByTestId("helper.download").textContent).toBe("Download the helper app (version 1.2.0)");
    // Before the member pairs, and beside the servers after: a server's tools can return env values.
    const warning = /tools can read its environment variables .* and return their values in tool results/;
    expect((await screen.findByRole("note")).textContent).toMatch(warning);
    fireEvent.click(await screen.findByRole("button", { name: "Pair with the helper" }));
    expect((await screen.findByTestId("helper.pairing-code")).textContent).toBe("482-913");
    // The page asks as its own client, so another page's requests cannot take its slot.
    expect(helper.calls.find((call) => call.path === "/pair")?.body).toEqual({ clientId: pageSessionUuid() });
    helper.paired = true;
    const server = await screen.findByTestId("helper.server", {}, { timeout: 3000 });
    expect(screen.getByTestId("helper.environment-warning").textContent).toMatch(warning);
    expect(localStorage.getItem("parley.helper-secret")).toBe("s3cret");
    expect(within(server).getByTestId("helper.server-status").textContent).toBe(
      "Running · 1 of 1 tools offered",
    );
    expect(
      screen.getByRole("switch", { name: "Use the desktop helper app" }).getAttribute("aria-checked"),
    ).toBe("true");
    await waitFor(() => expect(fake.callsTo("POST", "/api/v1/desktop-tools/")).toHaveLength(1));
    expect(jsonBody(fake.callsTo("POST", "/api/v1/desktop-tools/")[0])).toEqual({
      session_uuid: pageSessionUuid(),
      tools: [
        {
          type: "function",
          function: {
            name: "files__read_text_file",
            description: "Reads a file",
            parameters: { type: "object" },
          },
          server_name: "files",
          tool_name: "read_text_file",
        },
      ],
    });
    await waitFor(() => expect(localStorage.getItem("parley.desktop-uuid")).toBe(DESKTOP));

    // Hiding the only tool changes the set: the store is posted again, empty.
    fireEvent.click(screen.getByRole("button", { name: "Show the tools of files" }));
    fireEvent.click(screen.getByRole("button", { name: "Hide read_text_file from models" }));
    await waitFor(() => expect(fake.callsTo("POST", "/api/v1/desktop-tools/")).toHaveLength(2));
    expect(jsonBody(fake.callsTo("POST", "/api/v1/desktop-tools/")[1])).toMatchObject({
      uuid: DESKTOP,
      tools: [],
    });
  });

  it("switches off: shutdown, the server's set cleared and the desktop uuid removed", async () => {
    const helper = fakeHelper();
    helper.paired = true;
    localStorage.setItem("parley.helper-secret", "s3cret");
    const { fake } = setup();
    await screen.findByTestId("helper.server");
    await waitFor(() => expect(localStorage.getItem("parley.desktop-uuid")).toBe(DESKTOP));
    const toggle = screen.getByRole("switch", { name: "Use the desktop helper app" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await waitFor(() => expect(helper.calls.some((call) => call.path === "/shutdown")).toBe(true));
    await waitFor(() => expect(fake.callsTo("POST", "/api/v1/desktop-tools/")).toHaveLength(2), {
      timeout: 3000,
    });
    expect(jsonBody(fake.callsTo("POST", "/api/v1/desktop-tools/")[1])).toMatchObject({
      uuid: DESKTOP,
      tools: [],
    });
    expect(localStorage.getItem("parley.desktop-uuid")).toBeNull();
    expect(screen.queryByTestId("helper.server")).toBeNull();
    expect(screen.getByTestId("helper.state").textContent).toBe("Not running on this computer.");
    expect(screen.queryByTestId("helper.environment-warning")).toBeNull();
  });

  it("turns the switch back on when the shutdown fails", async () => {
    const helper = fakeHelper();
    helper.paired = true;
    helper.failShutdown = true;
    localStorage.setItem("parley.helper-secret", "s3cret");
    const { toasts } = setup();
    await screen.findByTestId("helper.server");
    const toggle = screen.getByRole("switch", { name: "Use the desktop helper app" });
    fireEvent.click(toggle);
    await waitFor(() => expect(toasts).toContain("Failed to shutdown helper app"));
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
  });

  it("warns when the launched helper refuses this address", async () => {
    const helper = fakeHelper();
    helper.running = false;
    const { toasts } = setup();
    const toggle = await screen.findByRole("switch", { name: "Use the desktop helper app" });
    await waitFor(() => expect(toggle).toHaveProperty("disabled", false));
    helper.running = true;
    helper.refuse = true;
    fireEvent.click(toggle);
    await waitFor(() => expect(toasts).toContain("Helper did not start properly"));
  });

  it("says 'Failed to launch helper app' when nothing answers the launch within 20 s, and turns off", async () => {
    const helper = fakeHelper();
    helper.running = false;
    const { toasts } = setup();
    const toggle = await screen.findByRole("switch", { name: "Use the desktop helper app" });
    await waitFor(() => expect(toggle).toHaveProperty("disabled", false));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    await vi.advanceTimersByTimeAsync(19_000);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(toasts).toEqual(["Failed to launch helper app"]));
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("false"));
  });

  it("runs a local call the server sends this page, with the panel closed, and reports the result", async () => {
    const helper = fakeHelper();
    helper.paired = true;
    localStorage.setItem("parley.helper-secret", "s3cret");
    const { fake, bus } = setup();
    await screen.findByTestId("helper.server");
    const call = {
      tool_call_id: 41,
      conversation_id: 3,
      uuid: DESKTOP,
      server_name: "files",
      tool_name: "read_text_file",
      arguments: { path: "notes/a.txt" },
    };
    // The panel closes: the page's agent keeps serving the calls.
    cleanup();
    // Another page's call is left to that page.
    bus.emit("realtime.event", {
      type: "invoke_local_mcp_server",
      payload: { ...call, session_uuid: "00000000-0000-4000-8000-000000000000" },
    });
    bus.emit("realtime.event", {
      type: "invoke_local_mcp_server",
      payload: { ...call, session_uuid: pageSessionUuid() },
    });
    await waitFor(() => expect(fake.callsTo("PATCH", "/api/v1/tool-calls/41/")).toHaveLength(1));
    expect(jsonBody(fake.callsTo("PATCH", "/api/v1/tool-calls/41/")[0])).toEqual({
      status: "success",
      result: "hello from the desktop",
      error: null,
    });
    expect(helper.calls.filter((c) => c.path === "/execute-tool")).toEqual([
      {
        method: "POST",
        path: "/execute-tool",
        body: { serverName: "files", toolName: "read_text_file", arguments: { path: "notes/a.txt" } },
        secret: "s3cret",
      },
    ]);
  });
});
