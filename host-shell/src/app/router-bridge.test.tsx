import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter, useLocation } from "react-router";
import { ShellServicesContext, type ShellServices } from "../lib/shell/shell-services.ts";
import { apiAnswering, fakeServices, initTestI18n, stubMatchMedia } from "../test/shell-test-kit.tsx";
import { RouterBridge } from "./router-bridge.tsx";

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderBridge(services: ShellServices, path = "/sign-in?next=%2Froutines") {
  render(
    <ShellServicesContext value={services}>
      <MemoryRouter initialEntries={[path]}>
        <RouterBridge />
        <Where />
      </MemoryRouter>
    </ShellServicesContext>,
  );
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  localStorage.clear();
  stubMatchMedia();
});
afterEach(cleanup);

describe("RouterBridge", () => {
  it("hands the location to the parcels' props", () => {
    const services = fakeServices();
    renderBridge(services, "/sign-in?next=%2Froutines#x");
    expect(services.props.get().location).toEqual({
      pathname: "/sign-in",
      search: "?next=%2Froutines",
      hash: "#x",
    });
  });

  it("checks the session before a parcel navigates into a guarded page (e.g. just after signing in)", async () => {
    const api = vi.fn(apiAnswering(200));
    const services = fakeServices({ api });
    services.session.expire();
    renderBridge(services);
    await act(async () => {
      services.props.get().navigate("/routines");
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(api).toHaveBeenCalledWith("/api/v1/members/detail", expect.anything());
    expect(services.session.getState().status).toBe("signed-in");
    expect(screen.getByTestId("where").textContent).toBe("/routines");
  });

  it("titles the page: page, account and product", async () => {
    const services = fakeServices({ api: apiAnswering(200) });
    renderBridge(services, "/routines/4");
    await act(async () => {
      await services.session.load();
    });
    expect(document.title).toBe("Routines | Acme | Parley");
  });

  it("titles the admin host's own page, not as a page not found", async () => {
    const services = fakeServices({ isAdminHost: true, tenant: null });
    services.session.expire();
    renderBridge(services, "/");
    await act(async () => {});
    expect(document.title).toBe("Manage account | Parley");
    cleanup();
    // With a chosen workspace an unknown path is a page not found.
    const chosen = fakeServices({ isAdminHost: true });
    chosen.session.expire();
    renderBridge(chosen, "/nowhere");
    await act(async () => {});
    expect(document.title).toBe("Page not found | Parley");
  });

  it("names the conversation in the title once it is known", async () => {
    const services = fakeServices({ api: apiAnswering(200) });
    renderBridge(services, "/conversations/9");
    await act(async () => {
      await services.session.load();
    });
    expect(document.title).toBe("Conversations | Acme | Parley");
    act(() => services.bus.emit("conversation.created", { conversationId: 9, name: "Quarterly plan" }));
    expect(document.title).toBe("Quarterly plan | Acme | Parley");
  });
});
