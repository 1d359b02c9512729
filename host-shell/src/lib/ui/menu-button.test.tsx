import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MenuButton, MenuItem } from "./menu-button.tsx";

function renderMenu(onSettings = vi.fn()) {
  render(
    <MenuButton
      label="Account menu"
      testId="menu"
      menu={(close) => (
        <>
          <div role="none">Ada</div>
          <MenuItem onSelect={() => (close(), onSettings())}>Settings</MenuItem>
          <MenuItem onSelect={close} disabled>
            Later
          </MenuItem>
          <MenuItem onSelect={close}>Sign out</MenuItem>
        </>
      )}
    >
      AO
    </MenuButton>,
  );
  return screen.getByTestId("menu");
}

afterEach(cleanup);

describe("MenuButton", () => {
  it("opens on ArrowDown at the first item, moves with arrows skipping disabled items, Escape returns focus", async () => {
    const button = renderMenu();
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    fireEvent.keyDown(button, { key: "ArrowDown" });
    const menu = screen.getByRole("menu", { name: "Account menu" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement?.textContent).toBe("Settings");
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement?.textContent).toBe("Sign out");
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement?.textContent).toBe("Settings");
    fireEvent.keyDown(menu, { key: "End" });
    expect(document.activeElement?.textContent).toBe("Sign out");
    fireEvent.keyDown(menu, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("opens on ArrowUp at the last item and runs an item's action, closing the menu", () => {
    const onSettings = vi.fn();
    const button = renderMenu(onSettings);
    fireEvent.keyDown(button, { key: "ArrowUp" });
    expect(document.activeElement?.textContent).toBe("Sign out");
    fireEvent.click(screen.getByText("Settings"));
    expect(onSettings).toHaveBeenCalledOnce();
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("closes on a click outside", () => {
    const button = renderMenu();
    fireEvent.click(button);
    expect(screen.getByRole("menu")).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
