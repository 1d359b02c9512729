import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MemoryRouter, useLocation } from "react-router";
import { NAVIGATION_INFO_STORAGE_KEY, saveNavigationInfo } from "@parley/shared-contracts/navigation-info";
import { initTestI18n } from "../../test/shell-test-kit.tsx";
import { NavigationInfoModal } from "./navigation-info-modal.tsx";

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search + location.hash}</output>;
}

async function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavigationInfoModal />
      <Where />
    </MemoryRouter>,
  );
  await act(async () => {});
}

const where = () => screen.getByTestId("where").textContent;

beforeAll(() => initTestI18n());
beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe("the navigation-info modal", () => {
  it("opens the conversation a successful record names, once, without a modal", async () => {
    saveNavigationInfo(sessionStorage, { status: "success", conversation_id: 42 });
    await renderAt("/");
    expect(where()).toBe("/conversations/42");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sessionStorage.getItem(NAVIGATION_INFO_STORAGE_KEY)).toBeNull();
  });

  it("says why a failed record's navigation failed, and is gone once closed", async () => {
    saveNavigationInfo(sessionStorage, { status: "failed", reason: "snapshot_unavailable" });
    await renderAt("/conversations/new");
    const dialog = await screen.findByRole("dialog", { name: "The conversation could not be opened" });
    expect(screen.getByTestId("navigation-info.message").textContent).toBe(
      "Your workspace is ready, but the shared conversation could not be copied into it: its owner removed it or stopped sharing it.",
    );
    expect(document.activeElement).toBe(screen.getByTestId("navigation-info.ok"));
    expect(dialog).toBeTruthy();
    expect(where()).toBe("/conversations/new");
    expect(sessionStorage.getItem(NAVIGATION_INFO_STORAGE_KEY)).toBeNull();
    fireEvent.click(screen.getByTestId("navigation-info.ok"));
    expect(screen.queryByRole("dialog")).toBeNull();
    // Used once: the same page again opens no modal.
    cleanup();
    await renderAt("/conversations/new");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("takes a redirect's failure out of the address into the record, keeping the rest", async () => {
    await renderAt("/?navigation_failed=snapshot_unavailable&locale=de#top");
    expect(where()).toBe("/?locale=de#top");
    expect((await screen.findByTestId("navigation-info.message")).textContent).toContain(
      "the shared conversation could not be copied",
    );
  });

  it("says the spec's generic text for a reason it does not know", async () => {
    await renderAt("/?navigation_failed=made_up");
    expect(where()).toBe("/");
    expect((await screen.findByTestId("navigation-info.message")).textContent).toBe(
      "Conversation does not exist or you do not have access to it!",
    );
  });

  it("does nothing without a record", async () => {
    await renderAt("/routines");
    expect(where()).toBe("/routines");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
