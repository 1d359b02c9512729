// A regression: switched off, the section says "Stopping…" until the helper is gone (never "Running" in
// between); and the status of an absent helper is read rarely (backing off), only while the section
// is shown, with no agent started for a member who never used the helper.
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { createFakeApi, createFakeShell, jsonBody } from "../../../test/fake-shell.ts";
import { fakeHelper } from "../../../test/fake-helper.ts";
import { renderInShell } from "../../../test/render-in-shell.tsx";
import { writeAccordion } from "@parley/ui-kit/browser/accordion-storage.ts";
import { AccordionSection } from "../../../lib/ui/accordion-section.tsx";
import { stopHelperAgent } from "../hooks/use-helper-agent.ts";
import { HelperSection } from "./helper-section.tsx";

vi.mock("../utils/launch-link.ts", () => ({ openLaunchLink: vi.fn() }));

const DESKTOP = "7d3c2b1a-0000-4000-8000-000000000001";

function setup(wrap: (section: ReactElement) => ReactElement = (section) => section) {
  const fake = createFakeApi({
    "GET /api/v1/desktop-tools/helper/": { status: 200, body: { port: 9123, latest: null } },
    "POST /api/v1/desktop-tools/": (init) => {
      const body = JSON.parse(String(init?.body)) as { tools: unknown[]; session_uuid: string };
      return { status: 200, body: { uuid: DESKTOP, session_uuid: body.session_uuid, tools: body.tools } };
    },
  });
  const { shell, bus } = createFakeShell({ api: fake.api });
  const toasts: string[] = [];
  bus.on("toast.shown", (event) => toasts.push(event.message));
  const view = renderInShell(wrap(<HelperSection />), shell);
  return { fake, toasts, view };
}

/** Every text the state line showed, in order (each once per change). */
function watchState(): string[] {
  const state = screen.getByTestId("helper.state");
  const seen = [state.textContent ?? ""];
  new MutationObserver(() => {
    if (seen.at(-1) !== state.textContent) seen.push(state.textContent ?? "");
  }).observe(state, { childList: true, characterData: true, subtree: true });
  return seen;
}

const switchControl = () => screen.getByRole("switch", { name: "Use the desktop helper app" });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  stopHelperAgent();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("switching the helper off", () => {
  it.each(["stopping", "enabled"] as const)(
    "says 'Stopping…' while the helper still answers (%s), then 'Not running', never 'Running' between",
    async (answer) => {
      const helper = fakeHelper();
      helper.paired = true;
      helper.readsWhileStopping = 4;
      helper.statusWhileStopping = answer;
      localStorage.setItem("parley.helper-secret", "s3cret");
      const { fake } = setup();
      await screen.findByTestId("helper.server");
      await waitFor(() => expect(localStorage.getItem("parley.desktop-uuid")).toBe(DESKTOP));
      const seen = watchState();
      fireEvent.click(switchControl());
      expect(switchControl().getAttribute("aria-checked")).toBe("false");
      await waitFor(() => expect(screen.getByTestId("helper.state").textContent).toBe("Stopping…"));
      expect(screen.queryByTestId("helper.server")).toBeNull();
      await waitFor(
        () => expect(screen.getByTestId("helper.state").textContent).toBe("Not running on this computer."),
        { timeout: 8000 },
      );
      // The helper answered through its stopping: the page kept reading until nothing did.
      expect(helper.readsWhileStopping).toBeLessThanOrEqual(0);
      expect(seen).toEqual(["Running, version 1.0.0", "Stopping…", "Not running on this computer."]);
      expect(switchControl().getAttribute("aria-checked")).toBe("false");
      // Gone: the server's set was cleared and the desktop uuid forgotten.
      expect(jsonBody(fake.callsTo("POST", "/api/v1/desktop-tools/").at(-1))).toMatchObject({ tools: [] });
      expect(localStorage.getItem("parley.desktop-uuid")).toBeNull();
    },
    15_000,
  );

  it("says 'Stopping…' for a helper that says it is stopping (shut down elsewhere), with the switch off", async () => {
    const helper = fakeHelper();
    helper.paired = true;
    helper.shutdownAsked = true;
    helper.readsWhileStopping = 100;
    localStorage.setItem("parley.helper-secret", "s3cret");
    setup();
    await waitFor(() => expect(screen.getByTestId("helper.state").textContent).toBe("Stopping…"));
    expect(switchControl().getAttribute("aria-checked")).toBe("false");
    expect(screen.queryByTestId("helper.server")).toBeNull();
  });
});

describe("reading the status of a helper that is not there", () => {
  const statusReads = (helper: ReturnType<typeof fakeHelper>) =>
    helper.calls.filter((call) => call.path === "/status").length;

  it("backs off from 1 s to 30 s, and stops with the section (no agent for a member who never used it)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const helper = fakeHelper();
    helper.running = false;
    setup();
    await waitFor(() => expect(statusReads(helper)).toBe(1));
    const start = Date.now();
    // Reads at 0, 1, 3, 7, 15, 31 and 61 s: seven in a minute, where every 5 s would be thirteen.
    const counts: number[] = [];
    for (const at of [1500, 3500, 7500, 15_500, 31_500, 61_500, 91_500]) {
      await vi.advanceTimersByTimeAsync(start + at - Date.now());
      counts.push(statusReads(helper));
    }
    expect(counts).toEqual([2, 3, 4, 5, 6, 7, 8]);
    cleanup();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(statusReads(helper)).toBe(8);
  });

  it("reads nothing while its folding section is closed, and reads once it opens", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const helper = fakeHelper();
    helper.running = false;
    writeAccordion("helper", false);
    setup((section) => (
      <AccordionSection section="helper" title="Desktop helper">
        {section}
      </AccordionSection>
    ));
    // The helper's port is known (the switch usable), its section hidden.
    await waitFor(() => expect(screen.getByTestId("helper.toggle")).toHaveProperty("disabled", false));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(statusReads(helper)).toBe(0);
    fireEvent.click(screen.getByTestId("tools.toggle-helper"));
    await waitFor(() => expect(statusReads(helper)).toBe(1));
  });

  it("starts the back-off over after the member's action", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const helper = fakeHelper();
    helper.running = false;
    const { toasts } = setup();
    await waitFor(() => expect(statusReads(helper)).toBe(1));
    await vi.advanceTimersByTimeAsync(61_500);
    expect(statusReads(helper)).toBe(7);
    // Switched on, nothing answers: 40 reads in 20 s, then the status is read at once and 1 s later.
    fireEvent.click(switchControl());
    await vi.advanceTimersByTimeAsync(20_000);
    await waitFor(() => expect(toasts).toEqual(["Failed to launch helper app"]));
    const afterLaunch = statusReads(helper);
    expect(afterLaunch).toBe(7 + 40 + 1);
    await vi.advanceTimersByTimeAsync(1100);
    expect(statusReads(helper)).toBe(afterLaunch + 1);
  });
});
