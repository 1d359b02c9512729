import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { initTestI18n, stubMatchMedia } from "../../test/shell-test-kit.tsx";
import { PanelLayout } from "./panel-layout.tsx";

function renderLayout(right: boolean, overrides: Partial<Parameters<typeof PanelLayout>[0]> = {}) {
  return render(
    <PanelLayout
      left={<p>list</p>}
      centre={<p>centre</p>}
      right={right ? <p>tools</p> : null}
      onCloseRight={vi.fn()}
      leftOpen={false}
      onLeftOpenChange={vi.fn()}
      {...overrides}
    />,
  );
}

const separators = () => screen.getAllByRole("separator");
const value = (element: HTMLElement) => element.getAttribute("aria-valuenow");

beforeAll(() => initTestI18n());
beforeEach(() => {
  localStorage.clear();
  document.documentElement.dir = "ltr";
  stubMatchMedia();
});
afterEach(cleanup);

describe("PanelLayout", () => {
  it("leaves the right panel's header to its parcel and closes the panel on Escape inside it", () => {
    const onCloseRight = vi.fn();
    renderLayout(false, { right: <button type="button">Reset to defaults</button>, onCloseRight });
    const panel = screen.getByTestId("layout.right-panel");
    // One close button per panel: the parcel's (spec: model settings header), none from the shell.
    expect(panel.querySelectorAll("button")).toHaveLength(1);
    fireEvent.keyDown(screen.getByRole("button", { name: "Reset to defaults" }), { key: "Enter" });
    expect(onCloseRight).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole("button", { name: "Reset to defaults" }), { key: "Escape" });
    expect(onCloseRight).toHaveBeenCalledTimes(1);
  });

  it("has labelled, focusable separators with their range, and the layout landmarks", () => {
    renderLayout(true);
    const [left, right] = separators();
    expect(left?.tabIndex).toBe(0);
    expect(left?.getAttribute("aria-label")).toBe("Resize the sidebar");
    expect([value(left!), left?.getAttribute("aria-valuemin"), left?.getAttribute("aria-valuemax")]).toEqual([
      "20",
      "15",
      "49",
    ]);
    expect([
      value(right!),
      right?.getAttribute("aria-valuemin"),
      right?.getAttribute("aria-valuemax"),
    ]).toEqual(["21", "21", "50"]);
    expect(screen.getByRole("complementary", { name: "Sidebar" })).toBeTruthy();
    expect(screen.getByRole("complementary", { name: "Side panel" })).toBeTruthy();
    expect(screen.getByRole("main").getAttribute("data-testid")).toBe("layout.centre");
  });

  it("resizes 10 percent per arrow and to the limit with Shift, and remembers the size", () => {
    const { unmount } = renderLayout(false);
    const separator = separators()[0]!;
    fireEvent.keyDown(separator, { key: "ArrowRight" });
    expect(value(separator)).toBe("30");
    fireEvent.keyDown(separator, { key: "ArrowRight", shiftKey: true });
    expect(value(separator)).toBe("50");
    fireEvent.keyDown(separator, { key: "ArrowLeft" });
    expect(value(separator)).toBe("40");
    expect(JSON.parse(localStorage.getItem("parley_panel_sizes")!)).toMatchObject({ left: 40 });
    unmount();
    renderLayout(false);
    expect(value(separators()[0]!)).toBe("40");
  });

  it("turns the arrows around in right-to-left layouts", () => {
    document.documentElement.dir = "rtl";
    renderLayout(false);
    const separator = separators()[0]!;
    fireEvent.keyDown(separator, { key: "ArrowLeft" });
    expect(value(separator)).toBe("30");
  });

  it("keeps the centre at 30 percent: the right panel cannot grow past it", () => {
    localStorage.setItem("parley_panel_sizes", JSON.stringify({ left: 45, right: 21 }));
    renderLayout(true);
    const right = separators()[1]!;
    fireEvent.keyDown(right, { key: "ArrowLeft", shiftKey: true });
    expect(value(right)).toBe("25");
  });

  it("on narrow screens makes the left panel a drawer that collapses when something in it is clicked", () => {
    stubMatchMedia(["(max-width: 672px)", "(max-width: 1056px)"]);
    const onLeftOpenChange = vi.fn();
    renderLayout(false, {
      leftOpen: true,
      left: <button type="button">Conversation 1</button>,
      onLeftOpenChange,
    });
    expect(screen.queryAllByRole("separator")).toEqual([]);
    act(() => screen.getByText("Conversation 1").click());
    expect(onLeftOpenChange).toHaveBeenCalledWith(false);
  });
});
