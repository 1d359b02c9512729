import { describe, expect, it, vi } from "vitest";
import { apiAnswering, testProfile } from "../../test/shell-test-kit.tsx";
import { createSessionStore } from "./session-store.ts";

function store(status: number) {
  const api = apiAnswering(status);
  const navigate = vi.fn();
  const session = createSessionStore({ api, tenant: "acme", currentPath: () => "/routines/3?x=1", navigate });
  return { api, navigate, session };
}

describe("createSessionStore", () => {
  it("is signed in when the profile loads, with the contract object for parcels", async () => {
    const { session } = store(200);
    expect(session.getState().status).toBe("loading");
    await expect(session.load()).resolves.toEqual(testProfile);
    const state = session.getState();
    expect(state.status).toBe("signed-in");
    expect(state.session).toMatchObject({ profile: testProfile, subdomain: "acme" });
  });

  it("is signed out on a 401 (after the api client's refresh) and unreachable on a 5xx", async () => {
    const signedOut = store(401).session;
    await signedOut.load();
    expect(signedOut.getState()).toMatchObject({ status: "signed-out", profile: null });
    const down = store(502).session;
    await down.load();
    expect(down.getState().status).toBe("unreachable");
  });

  it("is signed out, not unreachable, where the host has no workspace (404)", async () => {
    const root = store(404).session;
    await root.load();
    expect(root.getState()).toMatchObject({ status: "signed-out", profile: null });
  });

  it("shares one profile request between concurrent loads and notifies subscribers", async () => {
    const { api, session } = store(200);
    const listener = vi.fn();
    session.subscribe(listener);
    await Promise.all([session.load(), session.load()]);
    expect(api).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("signs out with the last visited path, then goes to /sign-in", async () => {
    const { api, navigate, session } = store(200);
    await session.load();
    await session.getState().session.signOut();
    const [path, init] = vi.mocked(api).mock.calls.at(-1)!;
    expect(path).toBe("/api/v1/authentication/logout/");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ last_visited_path: "/routines/3?x=1" });
    expect(session.getState()).toMatchObject({ status: "signed-out", byUser: true });
    expect(navigate).toHaveBeenCalledWith("/sign-in");
  });

  it("ends the session when the api client says the refresh was refused", async () => {
    const { session } = store(200);
    await session.load();
    session.expire();
    expect(session.getState()).toMatchObject({ status: "signed-out", profile: null, byUser: false });
  });
});
