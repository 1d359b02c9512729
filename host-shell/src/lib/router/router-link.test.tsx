import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { RouterLink } from "./router-link.tsx";

/** Whether the link let the browser handle the click; jsdom's own navigation is stopped after. */
let leftToBrowser: boolean[] = [];
const record = (event: MouseEvent) => {
  leftToBrowser.push(!event.defaultPrevented);
  event.preventDefault();
};
beforeEach(() => {
  leftToBrowser = [];
  window.addEventListener("click", record);
});
afterEach(() => {
  window.removeEventListener("click", record);
  cleanup();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLink(props: { target?: string } = {}) {
  render(
    <MemoryRouter initialEntries={["/conversations"]}>
      <RouterLink to="/routines" {...props}>
        Routines
      </RouterLink>
      <Where />
    </MemoryRouter>,
  );
  return screen.getByRole("link", { name: "Routines" });
}

describe("RouterLink", () => {
  it("is a real link to the path, and a plain click navigates in the app", () => {
    const link = renderLink();
    expect(link.getAttribute("href")).toBe("/routines");
    fireEvent.click(link);
    expect(leftToBrowser).toEqual([false]);
    expect(screen.getByTestId("where").textContent).toBe("/routines");
  });

  it("leaves a click with a modifier, another button or another target to the browser", () => {
    const link = renderLink();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
      fireEvent.click(link, init);
    cleanup();
    fireEvent.click(renderLink({ target: "_blank" }));
    expect(leftToBrowser).toEqual([true, true, true, true, true]);
    expect(screen.getByTestId("where").textContent).toBe("/conversations");
  });
});
