// A regression: the helper walkthrough opened the behaviour settings, and its download and switch steps
// floated pointing at nothing (the helper section is in the tools panel, maybe folded).
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useEffect, useState } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createEventBus } from "@parley/shared-contracts/event-bus";
import type { ParleyEvents } from "@parley/shared-contracts/events";
import { initTestI18n } from "../../test/shell-test-kit.tsx";
import { WalkthroughHost } from "./walkthrough-host.tsx";

/** The chat box's tools button and, once the bus opens it, a tools panel with the helper section. */
function Page({
  bus,
  download,
}: {
  bus: ReturnType<typeof createEventBus<ParleyEvents>>;
  download: boolean;
}) {
  const [panel, setPanel] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => bus.on("panel.opened", ({ panel: name }) => setPanel(name)), [bus]);
  return (
    <>
      <button type="button" data-testid="chat-box.behavior">
        Behaviour
      </button>
      <button type="button" data-testid="chat-box.tools" onClick={() => setPanel("tools")}>
        Agentics
      </button>
      {panel === "tools" && (
        <section data-testid="tools.panel">
          <button
            type="button"
            aria-expanded={open}
            data-testid="tools.toggle-helper"
            onClick={() => setOpen(!open)}
          >
            Desktop helper app
          </button>
          <div hidden={!open}>
            <div data-tour="helper-section" data-download={download ? "offered" : "none"}>
              <span data-tour="helper-toggle">
                <button type="button" role="switch" aria-checked="false" data-testid="helper.toggle">
                  Use the desktop helper app
                </button>
              </span>
              {download && (
                <a href="https://downloads.example/helper" data-tour="helper-download">
                  Download
                </a>
              )}
            </div>
          </div>
        </section>
      )}
      <WalkthroughHost bus={bus} />
    </>
  );
}

function renderPage(download: boolean) {
  const bus = createEventBus<ParleyEvents>();
  render(<Page bus={bus} download={download} />);
  act(() => bus.emit("walkthrough.started", { tour: "helper-app" }));
  return bus;
}

const popover = () => screen.findByRole("dialog");
/** The step found its target (the page has one candidate per step): spotlit, not centred. */
const pointsAtItsTarget = () =>
  waitFor(() => {
    expect(screen.getByTestId("walkthrough").dataset.side).not.toBe("centre");
    expect(screen.getByTestId("walkthrough.spotlight")).toBeTruthy();
  });

beforeAll(() => initTestI18n());
beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("the helper app walkthrough", () => {
  it("opens the tools panel first, then points at the download link and the switch in the unfolded section", async () => {
    renderPage(true);
    expect((await popover()).getAttribute("aria-labelledby")).toBeTruthy();
    expect(screen.getByTestId("walkthrough.title").textContent).toBe("Open the tools panel");
    fireEvent.click(screen.getByTestId("chat-box.tools"));
    await waitFor(() =>
      expect(screen.getByTestId("walkthrough.title").textContent).toBe("Download the helper app"),
    );
    // The folded helper section was opened for the step.
    await waitFor(() =>
      expect(screen.getByTestId("tools.toggle-helper").getAttribute("aria-expanded")).toBe("true"),
    );
    await pointsAtItsTarget();
    fireEvent.click(screen.getByTestId("walkthrough.next"));
    expect(screen.getByTestId("walkthrough.title").textContent).toBe("Start the helper app");
    await pointsAtItsTarget();
  });

  it("opens the panel itself when the member goes on with Next, and skips the download step without a download", async () => {
    renderPage(false);
    await popover();
    fireEvent.click(screen.getByTestId("walkthrough.next"));
    // No download configured: straight on to the switch, in the panel the step opened.
    await waitFor(() =>
      expect(screen.getByTestId("walkthrough.title").textContent).toBe("Start the helper app"),
    );
    expect(screen.getByTestId("walkthrough.progress").textContent).toBe("Step 3 of 4");
    expect(screen.getByTestId("tools.panel")).toBeTruthy();
    await pointsAtItsTarget();
    // Back skips the download step the other way.
    fireEvent.click(screen.getByTestId("walkthrough.back"));
    await waitFor(() =>
      expect(screen.getByTestId("walkthrough.title").textContent).toBe("Open the tools panel"),
    );
  });
});
