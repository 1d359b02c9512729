import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { ShellServicesContext } from "../../lib/shell/shell-services.ts";
import { apiAnswering, fakeServices, initTestI18n } from "../../test/shell-test-kit.tsx";
import { RequireSession } from "./require-session.tsx";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

async function signedInAt(path: string) {
  const services = fakeServices({ api: apiAnswering(200) });
  await services.session.load();
  render(
    <ShellServicesContext value={services}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RequireSession />}>
            <Route path="/routines" element={<p>routines</p>} />
          </Route>
          <Route path="/sign-in" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ShellServicesContext>,
  );
  expect(screen.getByText("routines")).toBeTruthy();
  return services;
}

beforeAll(() => initTestI18n());
afterEach(cleanup);

describe("RequireSession", () => {
  it("sends a user whose session expired to sign-in with the page to come back to", async () => {
    const services = await signedInAt("/routines?x=1");
    act(() => services.session.expire());
    expect(screen.getByTestId("where").textContent).toBe("/sign-in?next=%2Froutines%3Fx%3D1");
  });

  it("sends a user who signed out to plain /sign-in (the server keeps the page)", async () => {
    const services = await signedInAt("/routines?x=1");
    await act(() => services.session.getState().session.signOut());
    expect(screen.getByTestId("where").textContent).toBe("/sign-in");
  });
});
